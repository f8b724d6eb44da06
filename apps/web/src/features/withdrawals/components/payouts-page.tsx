import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  FileInput,
  Group,
  Kbd,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDayTime } from '@panel/domain/dates';
import { MOVEMENT_LABELS } from '@panel/domain/ledger/movements';
import { formatPesos } from '@panel/domain/money';
import { SCREENS } from '@panel/domain/roles';
import type { PayoutClaim } from '@panel/domain/withdrawals/withdrawal-view';
import { ScreenHeader } from '@/components/ui/screen-header';
import { shouldIgnoreKey } from '@/lib/keyboard';
import { payoutCalls, usePayoutStatus } from '../api/withdrawals';
import { usePayoutClaim } from '../hooks/use-payout-claim';
import { WITHDRAWALS_TEXTS } from '../texts';

const T = WITHDRAWALS_TEXTS.payouts;
const L = WITHDRAWALS_TEXTS.list;

/** A value the payer types into the bank's app, with its copy button. */
function Copyable({
  label,
  value,
  shown,
  big,
}: {
  label: string;
  value: string;
  shown?: string;
  big?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" align="center">
        <Text
          ff="monospace"
          fw={700}
          fz={big ? 28 : 'lg'}
          style={{ wordBreak: 'break-all' }}
          data-testid={`payout-${label}`}
        >
          {shown ?? value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? T.copied : T.copy(label.toLowerCase())}>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={T.copy(label.toLowerCase())}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** 'No se pudo pagar': why, for the approvers who get the request back. */
function FailedModal({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await payoutCalls.failed(id, note);
      onDone();
    } catch {
      // the API client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={T.failedTitle} centered>
      <Stack gap="sm">
        <Textarea
          label={T.failedNote}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {WITHDRAWALS_TEXTS.reject.cancel}
          </Button>
          <Button color="red.9" loading={busy} disabled={!note.trim()} onClick={() => void submit()}>
            {T.failedSubmit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The claimed request: what to transfer and where first, the form to record it, then the player. */
function ClaimedPayout({
  claim,
  onDone,
  onGiveBack,
}: {
  claim: PayoutClaim;
  onDone: () => void;
  onGiveBack: () => void;
}) {
  const { item } = claim;
  const [operation, setOperation] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [paying, setPaying] = useState(false);
  const [failing, setFailing] = useState(false);
  const operationField = useRef<HTMLInputElement>(null);
  const usedBefore = claim.destinations.find((d) => d.destination === item.destination && d.uses > 1);

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!operation.trim()) {
      operationField.current?.focus();
      return;
    }
    const form = new FormData();
    form.set('bankOperation', operation.trim());
    if (proof) form.set('file', proof);
    setPaying(true);
    try {
      await payoutCalls.paid(item.id, form);
      onDone();
    } catch {
      // the API client showed the server's message
    } finally {
      setPaying(false);
    }
  };

  // One key per action, as on /checker: P records the payment (or goes to its number), N opens the failure.
  const latest = useRef({ pay: () => {}, fail: () => {} });
  useEffect(() => {
    latest.current = { pay: () => void pay(), fail: () => setFailing(true) };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreKey(event)) return;
      const key = event.key.toUpperCase();
      if (key === T.keys.paid) latest.current.pay();
      else if (key === T.keys.failed) latest.current.fail();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={item.username}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {T.player}: <b>{item.username}</b> · {item.phone}
            </Text>
            <Group gap="xs">
              {item.foreignHolder ? (
                <Badge color="red" variant="filled" title={L.foreignHolderHint}>
                  {L.foreignHolder}
                </Badge>
              ) : null}
              {usedBefore ? null : (
                // Wraps instead of cutting itself short on a phone: the warning is read whole.
                <Badge
                  color="yellow.4"
                  variant="filled"
                  autoContrast
                  h="auto"
                  py={2}
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  {T.newDestination}
                </Badge>
              )}
              {item.approvedBy ? (
                <Text size="xs" c="dimmed">
                  {T.approvedBy(item.approvedBy)}
                </Text>
              ) : null}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Copyable
              label={T.amount}
              value={item.amount.toFixed(2).replace('.', ',')}
              shown={formatPesos(item.amount)}
              big
            />
            <Copyable label={T.destination} value={item.destination} />
            <Copyable label={T.holder} value={item.holderTaxId} />
          </SimpleGrid>
          <form onSubmit={(e) => void pay(e)}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                ref={operationField}
                label={T.operation}
                value={operation}
                onChange={(e) => setOperation(e.currentTarget.value)}
                maxLength={60}
                autoComplete="off"
                w={{ base: '100%', xs: 260 }}
              />
              <FileInput
                label={T.proof}
                description={T.proofHint}
                accept="image/jpeg,image/png,image/webp,application/pdf"
                value={proof}
                onChange={setProof}
                clearable
                leftSection={<IconPaperclip size={16} aria-hidden />}
                w={{ base: '100%', xs: 260 }}
              />
              <Button
                type="submit"
                color="green.9"
                loading={paying}
                rightSection={<Kbd size="xs">{T.keys.paid}</Kbd>}
              >
                {T.paid}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => setFailing(true)}
                rightSection={<Kbd size="xs">{T.keys.failed}</Kbd>}
              >
                {T.failed}
              </Button>
              <Button variant="default" onClick={onGiveBack}>
                {T.release}
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed">
            {T.balance}
          </Text>
          <Text ff="monospace" fw={700} fz="lg" mb="xs">
            {formatPesos(claim.balance)}
          </Text>
          <Text size="sm" fw={600}>
            {T.movements}
          </Text>
          <Table striped fz="xs">
            <Table.Tbody>
              {claim.movements.map((m) => (
                <Table.Tr key={m.externalTransactionId}>
                  <Table.Td>{formatDayTime(new Date(m.insDate))}</Table.Td>
                  <Table.Td>{MOVEMENT_LABELS[m.transactionType]}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatPesos(m.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" fw={600}>
            {T.destinations}
          </Text>
          <Table fz="xs">
            <Table.Tbody>
              {claim.destinations.map((d) => (
                <Table.Tr key={d.destination}>
                  <Table.Td ff="monospace">{d.destination}</Table.Td>
                  <Table.Td>{d.holderTaxId}</Table.Td>
                  <Table.Td>{T.uses(d.uses)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
      {failing ? <FailedModal id={item.id} onClose={() => setFailing(false)} onDone={onDone} /> : null}
    </Stack>
  );
}

/**
 * Pagos (/pagos, rol 4; docs/features/withdrawals.md 'The payout queue'): one approved request at a
 * time, held for this payer; what to transfer and where at the top, with copy buttons, the payment's
 * bank operation and proof, and the player's balance, movements and accounts used before.
 */
export function PayoutsPage() {
  const { state, take, done, giveBack } = usePayoutClaim();
  const status = usePayoutStatus();
  const waiting = status.data?.waiting ?? 0;
  return (
    <Stack gap="md">
      <ScreenHeader title={T.title} hint={status.data ? T.waiting(waiting) : T.hint}>
        <Button component={Link} to={SCREENS.myShift.path} variant="default">
          {T.myShift}
        </Button>
      </ScreenHeader>
      {state.kind === 'held' ? (
        <ClaimedPayout
          key={state.claim.item.id}
          claim={state.claim}
          onDone={done}
          onGiveBack={() => void giveBack()}
        />
      ) : state.kind === 'loading' ? null : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            {state.kind === 'lost' ? <Alert color="orange">{T.lost}</Alert> : null}
            <Text>{waiting > 0 ? T.waiting(waiting) : T.empty}</Text>
            <Button onClick={() => void take()}>{T.take}</Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
