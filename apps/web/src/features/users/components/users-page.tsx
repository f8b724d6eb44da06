import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { isRol } from '@panel/domain/roles';
import { ROL_NAMES } from '@panel/domain/users/user-rules';
import type { UserView } from '@panel/domain/users/user-view';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmThen } from '@/lib/confirm-dialog';
import { useSession } from '@/lib/session';
import { useRowModal } from '@/lib/use-row-modal';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUser } from '../api/toggle-user';
import { useUsers } from '../api/get-users';
import { USERS_TEXTS as T } from '../texts';
import { UserModal } from './user-modal';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

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

      <ListTable
        minWidth={720}
        striped
        head={
          <>
            <Table.Th>{T.columns.username}</Table.Th>
            <Table.Th>{T.columns.email}</Table.Th>
            <Table.Th>{T.columns.island}</Table.Th>
            <Table.Th>{T.columns.rol}</Table.Th>
            {isAdmin && <Table.Th ta="right">{T.columns.actions}</Table.Th>}
          </>
        }
      >
        <TableStateRows
          columns={isAdmin ? 5 : 4}
          pending={users.isPending}
          error={users.isError}
          empty={others?.length === 0}
          emptyText={T.empty}
          onRetry={() => void users.refetch()}
        />
        {others?.map((user) => (
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
            <Table.Td>{isRol(user.rol) ? T.rol(user.rol, ROL_NAMES[user.rol]) : user.rol}</Table.Td>
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

      <UserModal
        opened={modal.kind === 'edit'}
        user={modal.row}
        defaultIslandId={session?.tenant_id ?? null}
        onClose={modal.close}
      />
    </Stack>
  );
}
