import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { RefreshButton } from '@/components/ui/refresh-button';
import { NOTIFICATION_COLUMNS } from '@panel/domain/notifications/notification-list';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { QueryListTable } from '@/components/ui/query-list-table';
import { UI_TEXTS } from '@/components/texts';
import { exportNotifications, useNotificationPage } from '../api/get-notifications';
import { NOTIFICATIONS_TEXTS as T } from '../texts';
import { useNotificationList } from '../use-notification-list';
import { NoticeReceipt } from './notice-receipt';

const COLUMNS = NOTIFICATION_COLUMNS.length + 1;

/**
 * Notificaciones (/notifications, docs/features/notifications.md): the banks' transfer notices, newest
 * first unless a column says otherwise, searched and paged by the server with the state in the URL
 * (docs/features/lists.md); a refresh button, and a notice arriving through the realtime channel
 * shows without one.
 */
export function NotificationsPage() {
  const list = useNotificationList();
  const query = useNotificationPage(list.order, list.cursor);
  const rows = query.data?.rows ?? [];
  const searching = Boolean(list.order.q);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <RefreshButton label={T.refresh} query={query} />
      </Group>
      <ListToolbar
        list={list}
        searchLabel={T.search}
        onExport={() => exportNotifications(list.order)}
        exportName="notificaciones.csv"
      />
      <QueryListTable
        minWidth={780}
        striped
        label={T.tableLabel}
        head={
          <>
            <SortableHeads columns={NOTIFICATION_COLUMNS} list={list} />
            <Table.Th>{T.receipt}</Table.Th>
          </>
        }
        query={query}
        rows={query.data?.rows}
        columns={COLUMNS}
        emptyText={!list.onFirstPage ? T.pageEmpty : searching ? T.noMatch : T.empty}
      >
        {(notice) => (
          <Table.Tr key={notice.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(new Date(notice.date))}</Table.Td>
            <Table.Td>{notice.bank}</Table.Td>
            <Table.Td>{notice.from}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatPesos(notice.amount)}
            </Table.Td>
            <Table.Td>{notice.bankaccount.name}</Table.Td>
            <Table.Td>
              <NoticeReceipt notice={notice} />
            </Table.Td>
          </Table.Tr>
        )}
      </QueryListTable>
      {query.data && (!list.onFirstPage || query.data.hasNext) ? (
        <Group justify="center" gap="xs" role="navigation" aria-label={T.pages}>
          <PageButton
            control="first"
            Icon={IconChevronsLeft}
            disabled={list.onFirstPage}
            onClick={list.firstPage}
          />
          <PageButton
            control="previous"
            Icon={IconChevronLeft}
            disabled={!query.data.hasPrevious || rows.length === 0}
            onClick={() => list.previousPage(rows[0]!.id)}
          />
          <PageButton
            control="next"
            Icon={IconChevronRight}
            disabled={!query.data.hasNext || rows.length === 0}
            loading={query.isPlaceholderData}
            onClick={() => list.nextPage(rows[rows.length - 1]!.id)}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

interface PageButtonProps {
  control: 'first' | 'previous' | 'next';
  Icon: typeof IconChevronLeft;
  disabled: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** A button of the pager, named by where it goes, its arrow on the side it points to. */
function PageButton({ control, Icon, disabled, loading, onClick }: PageButtonProps) {
  const arrow = <Icon size={16} aria-hidden />;
  const forward = control === 'next';
  return (
    <Button
      variant="default"
      leftSection={forward ? undefined : arrow}
      rightSection={forward ? arrow : undefined}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {UI_TEXTS.pageControl(control)}
    </Button>
  );
}
