import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS, SCREENS } from '@panel/domain/roles';
import { panelUserBody, USER_MESSAGES, userEditBody } from '@panel/domain/users/user-rules';
import {
  profileSavedAnswer,
  userDeletedAnswer,
  userList,
  userSavedAnswer,
  userView,
} from '@panel/domain/users/user-view';
import { issueToken } from '../security/token';
import { idParams } from '../http/schemas';
import { createPanelUser, deleteUser, listUsers, readUser, toggleUser, updateUser } from './user-service';

/** Usuarios (docs/features/users.md); POST /api/user/{id} is also every role's own profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const adminOnly = { roles: SCREENS.users.roles };

  app.get(
    '/user',
    {
      schema: { tags, summary: 'Usuarios del panel (todas las islas)', response: { 200: userList } },
      config: adminOnly,
    },
    async () => listUsers(app.db),
  );

  app.post(
    '/user',
    {
      schema: {
        tags,
        summary: 'Nuevo usuario (rol 3 y activo si no se indican)',
        body: panelUserBody,
        response: { 201: userSavedAnswer },
      },
      config: adminOnly,
    },
    async (request, reply) => {
      const { tenant_id: tenantId, vpassword: _repeated, ...fields } = request.body;
      const user = await createPanelUser(app.db, { ...fields, tenantId: tenantId! }, request.caller);
      return reply.code(201).send({ message: USER_MESSAGES.created, user });
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Un usuario (los no administradores, solo el propio)',
        params: idParams,
        response: { 200: userView },
      },
      config: { roles: ACCESS.everyone },
    },
    async (request) => readUser(app.db, request.caller, request.params.id),
  );

  app.post(
    '/user/:id',
    {
      schema: {
        tags,
        summary:
          'Editar usuario: el perfil propio para todos los roles; rol, isla y estado solo el administrador',
        params: idParams,
        body: userEditBody,
        response: { 200: profileSavedAnswer },
      },
      config: { roles: ACCESS.everyone },
    },
    async (request) => {
      const { caller } = request;
      const { user, sessionVersion } = await updateUser(app.db, caller, request.params.id, request.body);
      // A new password of one's own ends one's other sessions; this one goes on with a new token.
      const own = user.id === caller.id && sessionVersion !== undefined;
      const accessToken = own
        ? issueToken({ id: user.id, sessionVersion }, app.appConfig.jwtSecret)
        : undefined;
      return { message: USER_MESSAGES.saved, user, ...(accessToken ? { accessToken } : {}) };
    },
  );

  app.delete(
    '/user/:id',
    {
      schema: { tags, summary: 'Borrar un usuario', params: idParams, response: { 200: userDeletedAnswer } },
      config: adminOnly,
    },
    async (request) => {
      await deleteUser(app.db, request.caller, request.params.id);
      return { message: USER_MESSAGES.deleted };
    },
  );

  app.post(
    '/user/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Bloquear o activar un usuario',
        params: idParams,
        response: { 200: userSavedAnswer },
      },
      config: adminOnly,
    },
    async (request) => {
      const user = await toggleUser(app.db, request.caller, request.params.id);
      return { message: user.active ? USER_MESSAGES.activated : USER_MESSAGES.blocked, user };
    },
  );
};
