import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import type { ReceiptReadingAnswer } from '@panel/domain/receipt-reading/reading-endpoints';
import {
  READ_FIELD_NAMES,
  trustedValue,
  type ReadFieldName,
} from '@panel/domain/receipt-reading/receipt-reading';
import { useReceiptReading } from './get-reading';
import { READING_TEXTS as T } from './texts';
import classes from './reading-panel.module.css';

/** A field as the operator reads it: pesos with their sign, the date in Buenos Aires time. */
function shown(name: ReadFieldName, value: string): string {
  if (name === 'amount') return formatPesos(Number(value));
  if (name === 'dateTime') return formatDayTime(new Date(value));
  return value;
}

/** The mismatches, plainly, right above the decision buttons; a quiet badge when all agree. */
function Checks({ answer }: { answer: ReceiptReadingAnswer }) {
  const { checks, reading, expected } = answer;
  const read = reading?.fields;
  const alerts: string[] = [];
  if (checks.amount === 'mismatch' && read?.amount)
    alerts.push(T.amountMismatch(shown('amount', read.amount.value), formatPesos(expected.amount)));
  if (checks.account === 'mismatch' && read?.receiverAccount && expected.account)
    alerts.push(T.accountMismatch(read.receiverAccount.value, expected.account));
  const matches = [checks.amount === 'match' && T.amountMatch, checks.account === 'match' && T.accountMatch];
  // Read, but not sure enough to compare (TRUSTED_CONFIDENCE): the operator reads it off the receipt.
  const amountDoubtful = !!read?.amount && trustedValue(read.amount) === undefined;
  return (
    <>
      {amountDoubtful ? (
        <Alert color="yellow" variant="light" p={6} className={classes.check}>
          <Text size="sm" fw={600} c="dark.8" data-testid="reading-doubtful">
            {T.amountDoubtful}
          </Text>
        </Alert>
      ) : null}
      {alerts.map((text) => (
        <Alert
          key={text}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          p={6}
          className={classes.check}
        >
          <Text size="sm" fw={600} c="red.9" data-testid="reading-mismatch">
            {text}
          </Text>
        </Alert>
      ))}
      {alerts.length === 0 && matches.some(Boolean) ? (
        <Group gap={6}>
          {matches.filter(Boolean).map((text) => (
            <Badge key={String(text)} color="green" variant="light" size="sm">
              {text}
            </Badge>
          ))}
        </Group>
      ) : null}
    </>
  );
}

function Fields({ answer }: { answer: ReceiptReadingAnswer }) {
  const { reading } = answer;
  if (!reading)
    return (
      <Text size="sm" c="dimmed">
        {T.notRead}
      </Text>
    );
  if (reading.status === 'pending')
    return (
      <Group gap="xs" data-testid="reading-pending">
        <Loader size="xs" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          {T.pending}
        </Text>
      </Group>
    );
  if (reading.status === 'failed')
    return (
      <Text size="sm" c="red.8" data-testid="reading-failed">
        {reading.message}
      </Text>
    );
  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" data-testid="reading-fields">
      <Table.Tbody>
        {READ_FIELD_NAMES.filter((name) => reading.fields[name]).map((name) => (
          <Table.Tr key={name} data-field={name}>
            <Table.Th w="36%" fw={600}>
              {T.fields[name]}
            </Table.Th>
            <Table.Td className={classes.value}>
              {shown(name, reading.fields[name]!.value)}
              {trustedValue(reading.fields[name]) === undefined ? (
                <Badge color="dark" variant="outline" size="xs" ml={6} title={T.doubtfulLabel}>
                  {T.doubtful}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" c="dimmed" title={T.confidenceLabel} className={classes.confidence}>
              {T.confidence(reading.fields[name]!.confidence)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The reading's checks (docs/features/receipt-reading.md) among the warnings next to the decision
 * buttons: a mismatch with the message amount or the assigned account in red. Fills in live when the
 * reading ends (realtime 'reading').
 */
export function ReadingChecks({ receiptId }: { receiptId: number }) {
  const answer = useReceiptReading(receiptId).data;
  return answer ? <Checks answer={answer} /> : null;
}

interface ReadingPanelProps {
  receiptId: number;
  /** 'Mostrar OCR' is on: the fields read are listed, then what the bot sent (`children`). */
  showFields: boolean;
  children?: ReactNode;
}

/**
 * The fields the server read, shown by 'Mostrar OCR' (O) with what the bot sent, at the top of the
 * box under the decisions; brought into sight when switched on.
 */
export function ReadingPanel({ receiptId, showFields, children }: ReadingPanelProps) {
  const query = useReceiptReading(receiptId);
  const answer = query.data;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (showFields) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showFields]);
  if (!showFields) return null;
  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-label={T.title} ref={ref}>
      <Paper withBorder p="sm" radius="md">
        <Text fw={700} size="sm" mb={4}>
          {T.title}
        </Text>
        {answer ? (
          <Fields answer={answer} />
        ) : query.isError ? (
          <Text size="sm" c="red.8">
            {T.loadError}
          </Text>
        ) : (
          <Loader size="xs" type="dots" role="status" aria-label={T.pending} />
        )}
      </Paper>
      {children}
    </Stack>
  );
}
