import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Kbd,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import type { DuplicateView, NoticeMatchView } from '@panel/domain/evidence/evidence-view';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { receiptEndpoints } from '@panel/domain/receipts/receipt-endpoints';
import { call } from '@/lib/api-client';
import { EVIDENCE_TEXTS as T } from '../texts';
import './mantine-styles';
import classes from './evidence.module.css';

const AGREEMENT_COLOR = { agrees: 'green', differs: 'red', unknown: 'gray' } as const;

function Fact({
  label,
  agreement,
  detail,
}: {
  label: string;
  agreement: keyof typeof AGREEMENT_COLOR;
  detail?: string;
}) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" c={AGREEMENT_COLOR[agreement]}>
        {T.agreement[agreement]}
        {detail ? ` · ${detail}` : ''}
      </Text>
    </>
  );
}

function NoticeMatch({ match }: { match: NoticeMatchView }) {
  const { facts } = match;
  return (
    <Paper withBorder radius="sm" className={classes.match} data-testid="notice-match">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700}>
          {formatPesos(match.amount)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {facts.strong ? (
            <Badge color="green" size="sm">
              {T.strong}
            </Badge>
          ) : null}
          <Badge color="gray" variant="light" size="sm">
            {T.score(facts.score)}
          </Badge>
        </Group>
      </Group>
      <Text size="xs" truncate="end">
        {match.bank} · {match.from} · {formatDayTime(new Date(match.date))}
      </Text>
      {match.receiptId !== null && facts.used ? (
        <Text size="xs" c="red">
          {T.usedBy(match.receiptId)}
        </Text>
      ) : null}
      <div className={classes.facts}>
        <Fact label={T.amount} agreement={facts.amount} />
        <Fact label={T.account} agreement={facts.account} detail={match.bankaccount.name} />
        <Fact
          label={T.time}
          agreement={facts.inWindow ? 'agrees' : 'differs'}
          detail={facts.inWindow ? T.minutes(facts.minutes) : T.outOfWindow}
        />
        <Fact
          label={T.sender}
          agreement={facts.sender}
          detail={match.holderName ? T.holderComparedWith(match.holderName) : undefined}
        />
      </div>
    </Paper>
  );
}

function EarlierReceipt({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['receipts', 'earlier', id],
    queryFn: () => call(receiptEndpoints.read, { params: { id } }),
  });
  const receipt = query.data;
  return (
    <Modal opened onClose={onClose} title={T.earlierTitle(id)} size="lg">
      {query.isPending ? (
        <Loader color="green" type="dots" />
      ) : !receipt ? (
        <Text c="red">{T.earlierError}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {formatPesos(receipt.newamount ?? receipt.amount)} · {T.statusLabels[receipt.status]}
            {receipt.reason ? ` (${T.reasonLabel(receipt.reason)})` : ''} · {receipt.client.panelUsername}
          </Text>
          {receipt.fileType === 'pdf' ? (
            <Anchor href={receipt.url} target="_blank" rel="noreferrer">
              PDF
            </Anchor>
          ) : (
            <Image src={receipt.url} alt={T.earlierTitle(id)} className={classes.earlierImage} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

function DuplicateFlag({
  duplicates,
  rejectKey,
  onReject,
}: {
  duplicates: DuplicateView[];
  rejectKey: string;
  onReject: () => void;
}) {
  const [earlier, setEarlier] = useState<number | null>(null);
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={T.duplicatesTitle} p="xs" role="alert">
      <Stack gap={4}>
        {duplicates.map((d) => (
          <Text size="xs" key={d.id}>
            {T.duplicateKind[d.kind]}:{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => setEarlier(d.id)}>
              {T.duplicateOf(d.id)}
            </Anchor>{' '}
            · {formatPesos(d.amount)} · {T.statusLabels[d.status]}
            {d.reason ? ` (${T.reasonLabel(d.reason)})` : ''} ·{' '}
            {d.decidedAt ? T.decidedAt(formatDayTime(new Date(d.decidedAt))) : T.undecided}
          </Text>
        ))}
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onReject}
          rightSection={<Kbd size="xs">{rejectKey}</Kbd>}
        >
          {T.rejectDuplicate}
        </Button>
      </Stack>
      {earlier !== null ? <EarlierReceipt id={earlier} onClose={() => setEarlier(null)} /> : null}
    </Alert>
  );
}

interface ReceiptEvidenceProps {
  receipt: ReceiptView;
  /** The /checker key that rejects a flagged receipt as PRELOADED_AMOUNT (the page listens for it). */
  rejectKey: string;
  onRejectDuplicate: () => void;
}

/**
 * Beside the receipt on /checker (docs/features/evidence.md): earlier look-alikes flagged above the
 * decision buttons with one key to reject them, and the bank notices that could prove it.
 */
export function ReceiptEvidence({ receipt, rejectKey, onRejectDuplicate }: ReceiptEvidenceProps) {
  const duplicates = receipt.duplicates ?? [];
  const matches = receipt.matches ?? [];
  const proof = matches.filter((m) => m.facts.strong);
  return (
    // Focusable: the column scrolls, and a keyboard user must be able to scroll it (axe).
    <section className={classes.evidence} aria-label={T.matchesTitle} tabIndex={0}>
      {duplicates.length ? (
        <DuplicateFlag duplicates={duplicates} rejectKey={rejectKey} onReject={onRejectDuplicate} />
      ) : null}
      <Text size="sm" fw={700}>
        {T.matchesTitle}
      </Text>
      {matches.length === 0 ? (
        <Text size="xs" c="dimmed">
          {T.noMatches}
        </Text>
      ) : (
        matches.map((m) => <NoticeMatch key={m.id} match={m} />)
      )}
      {proof.length === 1 ? (
        <Text size="xs" c="dimmed">
          {T.proofUsed(proof[0]!.id)}
        </Text>
      ) : null}
    </section>
  );
}
