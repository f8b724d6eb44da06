import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { rolLabel, USER_COLUMNS, USER_SORT_KEYS } from '@panel/domain/users/user-list';
import type { UserView } from '@panel/domain/users/user-view';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmThen } from '@/lib/confirm-dialog';
import { ResetTotpAction } from './reset-totp-action';
import { useSession } from '@/lib/session';
import { useRowModal } from '@/lib/use-row-modal';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUser } from '../api/toggle-user';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { useClientList } from '@/lib/use-list-state';
import { exportUsers, useUsers } from '../api/get-users';
import { USERS_TEXTS as T } from '../texts';
import { UserModal } from './user-modal';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

const SHOWN_COLUMNS = USER_COLUMNS.filter((column) => column.key !== 'status');

/**
 * Usuarios (/config/users, docs/features/users.md): every user but the signed-in one. 'Nuevo' and the Acciones
 * column are for rol 1 only.
 */
export function UsersPage() {
  const session = useSession();
  const users = useUsers();
  const toggle = useToggleUser();
  const remove = useDeleteUser();
  const modal = useRowModal<'edit', UserView>();
  const isAdmin = session?.rol === 1;
  const others = users.data?.filter((user) => user.id !== session?.id);
  // A few dozen users: sorted, searched and paged in the browser (docs/features/lists.md).
  const { list, shown } = useClientList(USER_SORT_KEYS, USER_COLUMNS, others);

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        // 'Nuevo' is for rol 1 only (docs/features/roles.md).
        newLabel={isAdmin ? T.newUser : undefined}
        onNew={() => modal.open('edit', null)}
        onReload={() => void users.refetch()}
        reloading={users.isFetching}
      />

      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={others ? shown.total : undefined}
        onExport={() => exportUsers(list.query)}
        exportName="usuarios.csv"
      />
      <ListTable
        minWidth={720}
        striped
        head={
          <>
            <SortableHeads columns={SHOWN_COLUMNS} list={list} />
            {isAdmin && <Table.Th ta="right">{T.columns.actions}</Table.Th>}
          </>
        }
      >
        <TableStateRows
          columns={isAdmin ? 5 : 4}
          pending={users.isPending}
          error={users.isError}
          empty={others !== undefined && shown.total === 0}
          emptyText={others?.length === 0 ? T.empty : T.noMatch}
          onRetry={() => void users.refetch()}
        />
        {shown.rows.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {user.username}
                </Text>
                <Badge color={user.active ? 'green' : 'red'} variant="light" tt="none">
                  {user.active ? T.status.active : T.status.blocked}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
            <Table.Td>{user.tenant.name}</Table.Td>
            <Table.Td>{rolLabel(user.rol)}</Table.Td>
            {isAdmin && (
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <AuditHistoryButton entity="panel_user" id={user.id} row />
                  <RowAction
                    label={user.active ? T.actions.block(user.username) : T.actions.activate(user.username)}
                    color={user.active ? 'orange' : 'green'}
                    onClick={() => toggle.mutate(user.id)}
                  >
                    {user.active ? (
                      <IconLock size={18} aria-hidden />
                    ) : (
                      <IconLockOpen size={18} aria-hidden />
                    )}
                  </RowAction>
                  <EditRowAction
                    label={T.actions.edit(user.username)}
                    onClick={() => modal.open('edit', user)}
                  />
                  <ResetTotpAction user={user} />
                  <RemoveRowAction
                    label={T.actions.remove(user.username)}
                    onClick={() => void confirmThen(T.confirmDelete, () => remove.mutate(user.id))}
                  />
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager {...shown} list={list} />

      <UserModal
        opened={modal.kind === 'edit'}
        user={modal.row}
        defaultIslandId={session?.tenant_id ?? null}
        onClose={modal.close}
      />
    </Stack>
  );
}
