import { Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import { ACCESS } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { autoApprovalsQueryOptions, deferredQueryOptions } from '../api/evidence-api';
import { EVIDENCE_TEXTS as T } from '../texts';

function AutoApprovals() {
  const query = useQuery(autoApprovalsQueryOptions());
  const rows = query.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {T.autoTitle}
      </Title>
      <Paper withBorder radius="md">
        {query.isPending ? (
          <Center p="md">
            <Loader color="green" type="dots" />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="md">
            {query.isError ? T.loadError : T.autoEmpty}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={T.autoLabel}
          >
            <Table striped aria-label={T.autoLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.id}</Table.Th>
                  <Table.Th>{T.player}</Table.Th>
                  <Table.Th ta="right">{T.amount}</Table.Th>
                  <Table.Th>{T.notice}</Table.Th>
                  <Table.Th>{T.at}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.receiptId}>
                    <Table.Td>{r.receiptId}</Table.Td>
                    <Table.Td>{r.player.panelUsername}</Table.Td>
                    <Table.Td ta="right">{formatPesos(r.amount)}</Table.Td>
                    <Table.Td>{r.noticeId}</Table.Td>
                    <Table.Td>{formatDayTime(new Date(r.at))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * Pospuestos (/checker/deferred, docs/features/evidence.md): the island's deferred receipts with
 * their reason and age, and for supervisors what the system approved alone.
 */
export function DeferredPage() {
  const session = useSession();
  const query = useQuery(deferredQueryOptions());
  const rows = query.data ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.deferredIntro}
      </Text>
      <Paper withBorder radius="md">
        {query.isPending ? (
          <Center p="xl">
            <Loader color="green" type="dots" />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {query.isError ? T.loadError : T.deferredEmpty}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={640}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={T.deferredLabel}
          >
            <Table striped highlightOnHover aria-label={T.deferredLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.id}</Table.Th>
                  <Table.Th>{T.player}</Table.Th>
                  <Table.Th ta="right">{T.amount}</Table.Th>
                  <Table.Th>{T.reason}</Table.Th>
                  <Table.Th>{T.age}</Table.Th>
                  <Table.Th>{T.returnsAt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="deferred-row">
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{r.player.panelUsername}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatPesos(r.amount)}
                    </Table.Td>
                    <Table.Td>{T.reasonLabel(r.reason)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {T.ageText(Date.now() - Date.parse(r.deferredAt))}
                    </Table.Td>
                    <Table.Td>
                      {r.returnsAt
                        ? formatDayTime(new Date(r.returnsAt))
                        : r.reason === 'ASK_BA_OWNER'
                          ? T.whenHolder
                          : T.never}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {session && ACCESS.dashboard.includes(session.rol) ? <AutoApprovals /> : null}
    </Stack>
  );
}
