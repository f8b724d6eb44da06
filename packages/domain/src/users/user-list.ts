import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import { isRol } from '../roles';
import { ROL_NAMES } from './user-rules';
import type { UserView } from './user-view';

/** The Usuarios list's columns (docs/features/lists.md): a few dozen users, sorted in the browser. */
export const USER_SORT_KEYS = ['username', 'status', 'email', 'island', 'rol'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const userListQuery = listQuery(USER_SORT_KEYS);

/** '3 · Cajero', as the list shows a role. */
export const rolLabel = (rol: number): string => (isRol(rol) ? `${rol} · ${ROL_NAMES[rol]}` : String(rol));

/** On screen, 'Estado' is the badge beside the user name; the CSV has it as a column. */
export const USER_COLUMNS: readonly ListColumn<UserView, UserSortKey>[] = [
  { key: 'username', label: 'Nombre de usuario', value: (u) => u.username, searchable: true },
  { key: 'status', label: 'Estado', value: (u) => (u.active ? 'Activo' : 'Bloqueado') },
  { key: 'email', label: 'E-mail', value: (u) => u.email, searchable: true },
  { key: 'island', label: 'Isla', value: (u) => u.tenant.name, searchable: true },
  { key: 'rol', label: 'Rol', value: (u) => rolLabel(u.rol), searchable: true },
];
