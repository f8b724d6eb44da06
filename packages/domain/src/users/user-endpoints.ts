import { defineEndpointsWith } from '../http/feature-endpoints';
import { idParams } from '../http/id-params';
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

export const userEndpoints = defineEndpointsWith({ tag, access: adminOnly })({
  list: {
    operationId: 'listUsers',
    method: 'GET',
    path: '/api/user',
    summary: 'Usuarios del panel (todas las islas)',
    answers: { 200: userList },
    errors: [],
  },
  export: {
    operationId: 'exportUsers',
    method: 'GET',
    path: '/api/user/export.csv',
    summary: 'Usuarios como se ven en la lista, sin quien llama (CSV; sort, dir y q como la lista)',
    query: userListQuery,
    answers: { 200: 'csv' },
    errors: [],
  },
  create: {
    operationId: 'createUser',
    method: 'POST',
    path: '/api/user',
    summary: 'Nuevo usuario (rol 3 y activo si no se indican)',
    body: panelUserBody,
    answers: { 201: userSavedAnswer },
    errors: [422],
  },
  read: {
    operationId: 'readUser',
    method: 'GET',
    path: '/api/user/{id}',
    summary: 'Un usuario (los no administradores, solo el propio)',
    access: everyone,
    params: idParams,
    answers: { 200: userView },
    errors: [404],
  },
  update: {
    operationId: 'updateUser',
    method: 'POST',
    path: '/api/user/{id}',
    summary:
      'Editar usuario: el perfil propio para todos los roles; rol, isla y estado solo el administrador',
    access: everyone,
    params: idParams,
    body: userEditBody,
    answers: { 200: profileSavedAnswer },
    errors: [403, 404, 422],
  },
  delete: {
    operationId: 'deleteUser',
    method: 'DELETE',
    path: '/api/user/{id}',
    summary: 'Borrar un usuario',
    params: idParams,
    answers: { 200: userDeletedAnswer },
    errors: [404, 422],
  },
  toggle: {
    operationId: 'toggleUser',
    method: 'POST',
    path: '/api/user/{id}/toggle',
    summary: 'Bloquear o activar un usuario',
    params: idParams,
    answers: { 200: userSavedAnswer },
    errors: [404, 422],
  },
});
