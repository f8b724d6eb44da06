import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS, SCREENS } from '../roles';
import { userListQuery } from './user-list';
import { panelUserBody, userEditBody } from './user-rules';
import { profileSavedAnswer, userDeletedAnswer, userList, userSavedAnswer, userView } from './user-view';

/**
 * Usuarios (docs/features/users.md): the administrator's screen; reading and editing one user is
 * also every role's own profile.
 */
const adminOnly = { roles: SCREENS.users.roles };
const everyone = { roles: ACCESS.everyone };
const tag = 'users';

const user = {
  noun: 'User',
  path: '/api/user',
  list: userList,
  view: userView,
  saved: userSavedAnswer,
  deleted: userDeletedAnswer,
} as const;

export const userEndpoints = defineEndpointsWith({ tag, access: adminOnly })({
  ...crudEndpoints(user, {
    list: { summary: 'Usuarios del panel (todas las islas)' },
    export: {
      rows: 'Usuarios',
      query: userListQuery,
      summary: 'Usuarios como se ven en la lista, sin quien llama (CSV; sort, dir y q como la lista)',
    },
    create: {
      summary: 'Nuevo usuario (rol 3 y activo si no se indican)',
      body: panelUserBody,
      errors: [422],
    },
    read: { summary: 'Un usuario (los no administradores, solo el propio)', access: everyone },
    update: {
      summary:
        'Editar usuario: el perfil propio para todos los roles; rol, isla y estado solo el administrador',
      access: everyone,
      body: userEditBody,
      answers: { 200: profileSavedAnswer },
      errors: [403, 404, 422],
    },
    delete: { summary: 'Borrar un usuario', errors: [404, 422] },
    toggle: { summary: 'Bloquear o activar un usuario', errors: [404, 422] },
  }),
});
