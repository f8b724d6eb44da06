import { Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import { useNotifications } from '../api/get-notifications';
import { NOTIFICATIONS_TEXTS as T } from '../texts';

/**
 * Notificaciones (/notifications, docs/features/notifications.md): the banks' transfer notices, newest first, with a
 * refresh button; a notice arriving through the realtime channel shows without one.
 */
export function NotificationsPage() {
  const query = useNotifications();
  const rows = query.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={query.isFetching && !query.isFetchingNextPage}
          onClick={() => void query.refetch()}
        >
          {T.refresh}
        </Button>
      </Group>
      <Paper withBorder radius="md">
        {query.isPending ? (
          <Center p="xl">
            <Loader color="green" type="dots" />
          </Center>
        ) : query.isError && rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {T.loadError}
          </Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {T.empty}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={780}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={T.tableLabel}
          >
            <Table striped highlightOnHover aria-label={T.tableLabel} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.date}</Table.Th>
                  <Table.Th>{T.bank}</Table.Th>
                  <Table.Th>{T.from}</Table.Th>
                  <Table.Th ta="right">{T.amount}</Table.Th>
                  <Table.Th>{T.account}</Table.Th>
                  <Table.Th>{T.receipt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((notice) => (
                  <Table.Tr key={notice.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDayTime(new Date(notice.date))}
                    </Table.Td>
                    <Table.Td>{notice.bank}</Table.Td>
                    <Table.Td>{notice.from}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatPesos(notice.amount)}
                    </Table.Td>
                    <Table.Td>{notice.bankaccount.name}</Table.Td>
                    <Table.Td>{notice.receiptId ? T.confirmed(notice.receiptId) : T.unused}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {rows.length > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {T.count(rows.length)}
          </Text>
          {query.hasNextPage ? (
            <Button
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {T.loadMore}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
