import { useState, type ReactNode } from 'react';
import { Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import { ACCESS } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { autoApprovalsQueryOptions, deferredQueryOptions } from '../api/evidence-api';
import { DEFERRED_ACTION_TEXTS as A } from '../deferred-texts';
import { AGE_TICK_MS, EVIDENCE_TEXTS as T } from '../texts';
import { DeferredReceiptModal } from './deferred-receipt-modal';

/**
 * A bordered table of one query's rows: a loader while it loads, a line when it failed or is empty,
 * and a sideways scroll reachable by keyboard when narrow (axe: scrollable-region-focusable).
 */
function QueryTable({
  query,
  rows,
  emptyText,
  label,
  minWidth,
  head,
  padding,
  hover = false,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  rows: unknown[];
  /** Shown instead of the table when the query answered no rows. */
  emptyText: string;
  label: string;
  minWidth: number;
  head: ReactNode;
  padding: 'md' | 'xl';
  hover?: boolean;
  children: ReactNode;
}) {
  // The failure or the empty text stands instead of the table; none when there are rows.
  const message = rows.length > 0 ? null : query.isError ? T.loadError : emptyText;
  return (
    <Paper withBorder radius="md">
      {query.isPending ? (
        <Center p={padding}>
          <Loader color="green" type="dots" />
        </Center>
      ) : message !== null ? (
        <Text c="dimmed" ta="center" p={padding}>
          {message}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <Table striped highlightOnHover={hover} aria-label={label}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The columns both tables start with: the receipt's number, its player and its amount. */
function ReceiptHeads() {
  return (
    <>
      <Table.Th>{T.id}</Table.Th>
      <Table.Th>{T.player}</Table.Th>
      <Table.Th ta="right">{T.amount}</Table.Th>
    </>
  );
}

function AutoApprovals() {
  const query = useQuery(autoApprovalsQueryOptions());
  const rows = query.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {T.autoTitle}
      </Title>
      <QueryTable
        query={query}
        rows={rows}
        emptyText={T.autoEmpty}
        label={T.autoLabel}
        minWidth={520}
        padding="md"
        head={
          <>
            <ReceiptHeads />
            <Table.Th>{T.notice}</Table.Th>
            <Table.Th>{T.at}</Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.receiptId}>
            <Table.Td>{r.receiptId}</Table.Td>
            <Table.Td>{r.player.panelUsername}</Table.Td>
            <Table.Td ta="right">{formatPesos(r.amount)}</Table.Td>
            <Table.Td>{r.noticeId}</Table.Td>
            <Table.Td>{formatDayTime(new Date(r.at))}</Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </Stack>
  );
}

/**
 * Pospuestos (/checker/deferred, docs/features/evidence.md): the island's deferred receipts with
 * their reason and age, each opened to bring it back or reject it, and for supervisors what the
 * system approved alone.
 */
export function DeferredPage() {
  const session = useSession();
  const query = useQuery(deferredQueryOptions());
  const rows = query.data ?? [];
  const [opened, setOpened] = useState<number | null>(null);
  const now = useNow(AGE_TICK_MS);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.deferredIntro}
      </Text>
      <QueryTable
        query={query}
        rows={rows}
        emptyText={T.deferredEmpty}
        label={T.deferredLabel}
        minWidth={720}
        padding="xl"
        hover
        head={
          <>
            <ReceiptHeads />
            <Table.Th>{T.reason}</Table.Th>
            <Table.Th>{T.age}</Table.Th>
            <Table.Th>{T.returnsAt}</Table.Th>
            <Table.Th>{A.actions}</Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid="deferred-row">
            <Table.Td>{r.id}</Table.Td>
            <Table.Td>{r.player.panelUsername}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPesos(r.amount)}
            </Table.Td>
            <Table.Td>
              {T.reasonLabel(r.reason)}
              {r.playerMessage?.state === 'failed' ? (
                <Badge color="red" variant="light" ml="xs" title={r.playerMessage.lastError ?? undefined}>
                  {T.undelivered}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{T.ageText(now - Date.parse(r.deferredAt))}</Table.Td>
            <Table.Td>
              {r.returnsAt
                ? formatDayTime(new Date(r.returnsAt))
                : r.reason === 'ASK_BA_OWNER'
                  ? T.whenHolder
                  : T.never}
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={A.openLabel(r.id)}
                onClick={() => setOpened(r.id)}
              >
                {A.open}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
      {opened !== null ? <DeferredReceiptModal id={opened} onClose={() => setOpened(null)} /> : null}
      {session && ACCESS.dashboard.includes(session.rol) ? <AutoApprovals /> : null}
    </Stack>
  );
}
