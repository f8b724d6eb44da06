import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS, SCREENS } from '@panel/domain/roles';
import { profileBody, USER_MESSAGES } from '@panel/domain/users/user-rules';
import { idParams } from '../http/schemas';
import { listUsers, readUser, updateProfile } from './user-service';
import { userSavedAnswer, userView } from '@panel/domain/users/user-view';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: { tags: ['users'], summary: 'Usuarios del panel', response: { 200: z.array(userView) } },
      config: { roles: SCREENS.users.roles },
    },
    async () => listUsers(app.db),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
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
        tags: ['users'],
        summary: 'Editar usuario (perfil propio para todos los roles)',
        params: idParams,
        body: profileBody,
        response: { 200: userSavedAnswer },
      },
      config: { roles: ACCESS.everyone },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.caller, request.params.id, request.body);
      return { message: USER_MESSAGES.saved, user };
    },
  );
};
