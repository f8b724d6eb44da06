import { Badge, Group, Table, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { rolLabel, USER_COLUMNS } from '@panel/domain/users/user-list';
import type { UserView } from '@panel/domain/users/user-view';
import { ListScreen } from '@/components/list-screen/list-screen';
import { RowAction } from '@/components/ui/row-action';
import { ResetTotpAction } from './reset-totp-action';
import { useSession } from '@/lib/session';
import { useRowModal } from '@/lib/use-row-modal';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUser } from '../api/toggle-user';
import { exportUsers, useUsers } from '../api/get-users';
import { USERS_TEXTS as T } from '../texts';
import { UserModal } from './user-modal';

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
  // 'Nuevo' and the Acciones column are for rol 1 only (docs/features/roles.md).
  return (
    <ListScreen
      texts={T}
      onNew={isAdmin ? () => modal.open('edit', null) : undefined}
      source={users}
      rows={others}
      error={users.isError}
      columns={USER_COLUMNS}
      headColumns={SHOWN_COLUMNS}
      csv={{ filename: 'usuarios.csv', download: exportUsers }}
      table={{ minWidth: 720, look: 'striped' }}
      name={(user) => user.username}
      cells={(user) => (
        <>
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
        </>
      )}
      actions={
        isAdmin
          ? {
              audit: { entity: 'panel_user' },
              render: (user, edit) => (
                <>
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
                  {edit(() => modal.open('edit', user))}
                  <ResetTotpAction user={user} />
                </>
              ),
              onRemove: (user) => remove.mutate(user.id),
            }
          : undefined
      }
    >
      <UserModal
        opened={modal.kind === 'edit'}
        user={modal.row}
        defaultIslandId={session?.tenant_id ?? null}
        onClose={modal.close}
      />
    </ListScreen>
  );
}
