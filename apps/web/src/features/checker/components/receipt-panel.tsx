import { memo, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Kbd,
  Paper,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconEdit,
  IconHistory,
  IconPlayerSkipForward,
  IconX,
} from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { PendingConfirmation } from '@panel/domain/queue/queue-view';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { usePlayerTransactions } from '../api/get-player-transactions';
import { SHORTCUTS } from '../hooks/use-review-shortcuts';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

export type PanelAction = 'approve' | 'reject' | 'skip' | 'edit' | 'history';

interface ReceiptInfoProps {
  /** With the four-eyes request it waits for, when the team queue handed it out (docs/features/queue.md). */
  receipt: ReceiptView & { confirmation?: PendingConfirmation | null };
  onAction: (action: PanelAction) => void;
}

/**
 * docs/features/receipts.md side panel: the receipt's number, the amount to credit (the message amount,
 * or the edited or four-eyes amount with the message's beside it), the panel username, Editar, Historial.
 */
export function ReceiptInfo({ receipt, onAction }: ReceiptInfoProps) {
  const { client } = receipt;
  // 'Historial (N)' counts the player's loads as they are now, not when the receipt was read ahead
  // (docs/features/queue.md): the count is read again when a receipt is shown and after a decision.
  const history = usePlayerTransactions(client.id, true, {
    count: client.transactionCount,
    items: client.transactions,
  });
  // Four eyes or an edit: the amount that will be credited is the main figure, the message's beside it.
  const credited = receipt.confirmation?.amount ?? receipt.newamount;
  const difference = credited === null || credited === undefined ? 0 : credited - receipt.amount;
  return (
    <Paper withBorder p="md" radius="md" className={classes.info}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700} className={classes.receiptNumber} data-testid="receipt-number">
          {T.receiptNumber(receipt.id)}
        </Text>
        {/* An icon beside the number: a row of its own pushed the warnings down at 1280 × 720. */}
        <AuditHistoryButton entity="receipt" id={receipt.id} row />
      </Group>
      <div className={classes.infoFigures}>
        {credited !== null && credited !== undefined ? (
          <div>
            <Text size="sm" c="dimmed">
              {T.creditAmount}
            </Text>
            <Text fw={700} className={classes.amount} data-testid="credit-amount">
              {formatPesos(credited)}
            </Text>
            <Text size="sm">
              {T.messageAmount}:{' '}
              <Text span fw={700} data-testid="message-amount">
                {formatPesos(receipt.amount)}
              </Text>
            </Text>
            {difference !== 0 ? (
              <Text
                size="sm"
                fw={700}
                c="red.9"
                className={classes.difference}
                data-testid="credit-difference"
              >
                {T.difference(formatPesos(Math.abs(difference)), difference > 0)}
              </Text>
            ) : null}
          </div>
        ) : (
          <div>
            <Text size="sm" c="dimmed">
              {T.messageAmount}
            </Text>
            <Text fw={700} className={classes.amount} data-testid="message-amount">
              {formatPesos(receipt.amount)}
            </Text>
          </div>
        )}
        <div className={classes.minWidth0}>
          <Text size="sm" c="dimmed">
            {T.panelUsername}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} truncate="end" className={classes.username} data-testid="panel-username">
              {client.panelUsername}
            </Text>
            <CopyButton value={client.panelUsername}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? T.usernameCopied : T.copyUsername}>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'green' : 'gray'}
                    onClick={copy}
                    aria-label={T.copyUsername}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {client.blacklistbonus ? (
            <Badge color="gray" variant="light" size="sm">
              {T.bonusBlocked}
            </Badge>
          ) : null}
        </div>
      </div>
      {receipt.bankAccount ? (
        <Text size="sm" mt={4} truncate="end">
          <Text span c="dimmed" size="sm">
            {T.depositAccount}:
          </Text>{' '}
          {receipt.bankAccount.bank.bankname} · {receipt.bankAccount.name}
        </Text>
      ) : null}
      <div className={classes.infoButtons}>
        <InfoButton action="edit" color="blue" Icon={IconEdit} onAction={onAction}>
          {T.edit}
        </InfoButton>
        <InfoButton action="history" color="gray" Icon={IconHistory} onAction={onAction}>
          {T.historyWithCount(history.data?.count ?? client.transactionCount)}
        </InfoButton>
      </div>
    </Paper>
  );
}

interface InfoButtonProps {
  action: 'edit' | 'history';
  color: string;
  Icon: typeof IconEdit;
  onAction: (action: PanelAction) => void;
  children: ReactNode;
}

/** Editar or Historial under the receipt's figures: a light button with its shortcut in the tooltip. */
function InfoButton({ action, color, Icon, onAction, children }: InfoButtonProps) {
  return (
    <Tooltip label={T.shortcut(T[action], SHORTCUTS[action])}>
      <Button
        variant="light"
        color={color}
        px="xs"
        leftSection={<Icon size={18} aria-hidden />}
        onClick={() => onAction(action)}
        aria-keyshortcuts={SHORTCUTS[action]}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** The receipt's OCR key/value pairs, shown by the header's toggle. */
export function OcrPanel({ data }: { data: Record<string, string> }) {
  return (
    <Paper withBorder p="sm" radius="md" aria-label={T.ocrTitle} component="section" className={classes.ocr}>
      <Text fw={700} size="sm" mb={4}>
        {T.ocrTitle}
      </Text>
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
        <Table.Tbody>
          {Object.entries(data).map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w="40%" fw={600}>
                {key}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Rechazar, Saltar, Aprobar in that order: their colours, icons and places in the bar. */
const DECISIONS = [
  { action: 'reject', className: classes.reject, color: 'red', Icon: IconX },
  { action: 'skip', className: classes.skip, color: 'yellow.5', Icon: IconPlayerSkipForward },
  { action: 'approve', className: classes.approve, color: 'green', Icon: IconCheck },
] as const;

/**
 * Rechazar, Saltar, Aprobar (docs/features/receipts.md), each with its shortcut. The same for every
 * receipt: memoised, a decision does not draw it again.
 */
export const DecisionBar = memo(function DecisionBar({
  onAction,
}: {
  onAction: (action: PanelAction) => void;
}) {
  return (
    <div className={classes.actions}>
      {DECISIONS.map(({ action, className, color, Icon }) => (
        <Tooltip key={action} label={T.shortcut(T[action], SHORTCUTS[action])}>
          <Button
            className={className}
            color={color}
            size="lg"
            px="sm"
            onClick={() => onAction(action)}
            leftSection={<Icon size={20} aria-hidden />}
            rightSection={
              <Kbd size="xs" visibleFrom="md" aria-hidden>
                {SHORTCUTS[action]}
              </Kbd>
            }
            aria-keyshortcuts={SHORTCUTS[action]}
          >
            {T[action]}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
});
