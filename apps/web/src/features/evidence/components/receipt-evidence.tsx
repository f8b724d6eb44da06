import { useState, type ReactNode } from 'react';
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
import { IconAlertTriangle, IconArrowBack, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import type { DuplicateView, NoticeMatchView } from '@panel/domain/evidence/evidence-view';
import {
  RETURN_CAUSE_LABELS,
  deferReasonLabel,
  type ReturnedView,
} from '@panel/domain/evidence/returned-view';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
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

/** A link to an earlier receipt, dark enough on a red or light background at every width (axe). */
function ReceiptLink({ id, label, onOpen }: { id: number; label: string; onOpen: (id: number) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      fw={700}
      c="red.9"
      underline="always"
      className={classes.link}
      onClick={() => onOpen(id)}
      aria-label={T.openReceipt(id)}
    >
      {label}
    </Anchor>
  );
}

/** A red warning of the stack, read out as soon as it shows (role alert). */
function RedFlag({ title, testId, children }: { title?: string; testId: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
      p={6}
      role="alert"
      className={classes.warning}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

function DuplicateFlag({
  duplicates,
  rejectKey,
  onReject,
  onOpen,
}: {
  duplicates: DuplicateView[];
  rejectKey: string;
  onReject: () => void;
  onOpen: (id: number) => void;
}) {
  return (
    <RedFlag title={T.duplicatesTitle} testId="duplicate-warning">
      <Stack gap={2}>
        {duplicates.map((d) => (
          <Text size="xs" key={d.id} c="dark.8" className={classes.line}>
            {T.duplicateKind[d.kind]}: <ReceiptLink id={d.id} label={T.duplicateOf(d.id)} onOpen={onOpen} /> ·{' '}
            {formatPesos(d.amount)} · <strong>{T.statusLabels[d.status]}</strong>
            {d.reason ? ` (${T.reasonLabel(d.reason)})` : ''} ·{' '}
            {d.decidedAt ? T.decidedAt(formatDayTime(new Date(d.decidedAt))) : T.undecided}
          </Text>
        ))}
        <Button
          size="compact-sm"
          color="red"
          variant="filled"
          onClick={onReject}
          rightSection={
            <Kbd size="xs" aria-hidden>
              {rejectKey}
            </Kbd>
          }
          aria-keyshortcuts={rejectKey}
        >
          {T.rejectDuplicate}
        </Button>
      </Stack>
    </RedFlag>
  );
}

function UsedNoticeFlag({ receiptId, onOpen }: { receiptId: number; onOpen: (id: number) => void }) {
  return (
    <RedFlag testId="used-notice-warning">
      <Text size="sm" fw={700} c="red.9">
        {T.usedNotice} <ReceiptLink id={receiptId} label={T.usedNoticeLink(receiptId)} onOpen={onOpen} />
      </Text>
      <Text size="xs" c="dark.8">
        {T.usedNoticeHint}
      </Text>
    </RedFlag>
  );
}

const since = (iso: string) => T.ageText(Date.now() - new Date(iso).getTime());

function ReturnedStory({ returned }: { returned: ReturnedView }) {
  const reason = deferReasonLabel(returned.reason);
  return (
    <Alert
      color="yellow"
      icon={<IconArrowBack size={18} aria-hidden />}
      title={T.returnedTitle}
      p={6}
      className={classes.warning}
      data-testid="returned-story"
    >
      <Text size="xs" c="dark.8" className={classes.line}>
        {T.returnedDeferred(formatDayTime(new Date(returned.deferredAt)), since(returned.deferredAt))}
        {reason ? (
          <>
            {' · '}
            <strong>{reason}</strong>
          </>
        ) : null}
      </Text>
      <Text size="xs" c="dark.8" className={classes.line}>
        {T.returnedBack(RETURN_CAUSE_LABELS[returned.cause], formatDayTime(new Date(returned.returnedAt)))}
        {returned.holderName ? (
          <>
            {' · '}
            <strong>{T.returnedHolder(returned.holderName)}</strong>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}

interface EvidenceWarningsProps {
  receipt: ReceiptView;
  /** The /checker key that rejects a flagged receipt as PRELOADED_AMOUNT (the page listens for it). */
  rejectKey: string;
  onRejectDuplicate: () => void;
}

/**
 * What could make a decision wrong, right above the decision buttons on /checker
 * (docs/features/evidence.md): a notice already used by another receipt, earlier look-alikes with
 * one key to reject, and where a receipt back from 'Pospuestos' has been.
 */
export function EvidenceWarnings({ receipt, rejectKey, onRejectDuplicate }: EvidenceWarningsProps) {
  const [earlier, setEarlier] = useState<number | null>(null);
  const duplicates = receipt.duplicates ?? [];
  return (
    <>
      {receipt.usedNotice ? (
        <UsedNoticeFlag receiptId={receipt.usedNotice.receiptId} onOpen={setEarlier} />
      ) : null}
      {duplicates.length ? (
        <DuplicateFlag
          duplicates={duplicates}
          rejectKey={rejectKey}
          onReject={onRejectDuplicate}
          onOpen={setEarlier}
        />
      ) : null}
      {receipt.returned ? <ReturnedStory returned={receipt.returned} /> : null}
      {earlier !== null ? <EarlierReceipt id={earlier} onClose={() => setEarlier(null)} /> : null}
    </>
  );
}

/** Whether EvidenceWarnings has something to show (the page leaves the stack out otherwise). */
export const hasEvidenceWarnings = (receipt: ReceiptView) =>
  !!receipt.usedNotice || !!receipt.duplicates?.length || !!receipt.returned;

/**
 * The bank notices that could prove the receipt, under the decision buttons in their own scroll box
 * (docs/features/evidence.md), with why the system did not approve it by itself.
 */
export function EvidenceNotices({ receipt }: { receipt: ReceiptView }) {
  const matches = receipt.matches ?? [];
  const proof = matches.filter((m) => m.facts.strong);
  return (
    <section className={classes.evidence} aria-label={T.matchesTitle}>
      <Text size="sm" fw={700}>
        {T.matchesTitle}
      </Text>
      {receipt.autoApprovalHeld ? (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="auto-approval-held">
          <IconInfoCircle size={16} aria-hidden className={classes.infoIcon} />
          <Text size="xs" c="dark.7">
            {T.autoHeld(receipt.autoApprovalHeld)}
          </Text>
        </Group>
      ) : null}
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
