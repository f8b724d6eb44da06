import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import { useNow } from '@/lib/use-now';
import { REJECT_REASONS, type RejectReason } from '@panel/domain/receipts/receipt-rules';
import { deferredReceiptQueryOptions, useDeferredActions } from '../api/deferred-actions';
import { DEFERRED_ACTION_TEXTS as A } from '../deferred-texts';
import { AGE_TICK_MS, EVIDENCE_TEXTS as T } from '../texts';

const REJECT_OPTIONS = Object.entries(REJECT_REASONS).map(([value, label]) => ({ value, label }));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One deferred receipt opened from 'Pospuestos' (docs/features/evidence.md): the file, amount, player,
 * reason, since when, who deferred it and the holder name received, with 'Devolver a la cola' and
 * 'Rechazar' (a reason of the spec's list). The server's message is shown by the API client.
 */
export function DeferredReceiptModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(deferredReceiptQueryOptions(id));
  const { bringBack, reject, busy } = useDeferredActions(id, onClose);
  const [reason, setReason] = useState<RejectReason | null>(null);
  const r = query.data;
  const now = useNow(AGE_TICK_MS);
  return (
    <Modal opened onClose={onClose} title={A.modalTitle(id)} size="lg" centered>
      {r ? (
        <Stack gap="md">
          {r.fileType === 'pdf' ? (
            <Anchor href={r.url} target="_blank" rel="noreferrer">
              {A.openFile}
            </Anchor>
          ) : (
            <Anchor href={r.url} target="_blank" rel="noreferrer" aria-label={A.openFile}>
              <Image src={r.url} alt={A.imageAlt(id)} mah={320} fit="contain" radius="sm" />
            </Anchor>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={A.amount}>{formatPesos(r.amount)}</Fact>
            <Fact label={A.player}>{r.player.panelUsername}</Fact>
            <Fact label={A.reason}>{T.reasonLabel(r.reason)}</Fact>
            <Fact label={A.since}>
              {formatDayTime(new Date(r.deferredAt))} ({T.ageText(now - Date.parse(r.deferredAt))})
            </Fact>
            <Fact label={A.by}>{r.deferredBy ?? A.deletedUser}</Fact>
            <Fact label={A.holder}>{r.holderName ?? A.noHolder}</Fact>
            <Fact label={T.playerMessage}>
              {T.messageState(r.playerMessage?.state, r.playerMessage?.lastError ?? null)}
            </Fact>
            <Fact label={A.returnsAt}>
              {r.returnsAt
                ? formatDayTime(new Date(r.returnsAt))
                : r.reason === 'ASK_BA_OWNER'
                  ? T.whenHolder
                  : T.never}
            </Fact>
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={A.rejectReason}
              placeholder={A.rejectPlaceholder}
              data={REJECT_OPTIONS}
              value={reason}
              onChange={(value) => setReason(value as RejectReason | null)}
              w={260}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              color="red"
              disabled={reason === null || busy}
              loading={reject.isPending}
              onClick={() => reason && reject.mutate(reason)}
            >
              {A.reject}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {A.bringBackHint}
          </Text>
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              {A.close}
            </Button>
            <Button
              color="green"
              disabled={busy}
              loading={bringBack.isPending}
              onClick={() => bringBack.mutate()}
            >
              {A.bringBack}
            </Button>
          </Group>
        </Stack>
      ) : query.isError ? (
        <Text c="red">{A.loadError}</Text>
      ) : (
        <Center p="md">
          <Loader color="green" type="dots" />
        </Center>
      )}
    </Modal>
  );
}
