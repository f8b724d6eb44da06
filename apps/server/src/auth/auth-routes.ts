import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_MESSAGES, signinBody } from '@panel/domain/auth/login';
import { ACCESS } from '@panel/domain/roles';
import { signupBody, USER_MESSAGES } from '@panel/domain/users/user-rules';
import { createPanelUser } from '../users/user-service';
import { signinAnswer, userSavedAnswer } from '@panel/domain/users/user-view';
import { usernameKey } from '@panel/domain/users/username-key';
import { signIn, signOut } from './auth-service';

/** Attempts per IP and username, per minute: enough for typos, too few for guessing. */
const SIGNIN_ATTEMPTS_PER_MINUTE = 10;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: signinBody,
        response: { 200: signinAnswer },
      },
      config: {
        public: true,
        rateLimit: {
          max: SIGNIN_ATTEMPTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            // The same key sign-in looks the user up by, so 'admİn' and 'admin' share one bucket.
            const username = typeof body?.username === 'string' ? usernameKey(body.username) : '';
            return `signin|${request.ip}|${username}`;
          },
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: LOGIN_MESSAGES.tooManyAttempts,
            retryAfter: context.after,
          }),
        },
      },
    },
    async (request) => signIn(app.db, app.appConfig.jwtSecret, request.body),
  );

  /** 'Salir': ends the caller's sessions on the server, so the token answers 401 from now on. */
  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Cerrar sesión (invalida el token)', response: { 204: z.null() } },
      config: { roles: ACCESS.everyone },
    },
    async (request, reply) => {
      await signOut(app.db, request.caller.id);
      return reply.status(204).send(null);
    },
  );

  /**
   * Public sign-up would let anyone into a panel that moves money, so an administrator signs users
   * up: the account joins the administrator's island with the default role 3, active.
   */
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registrar un usuario (solo administradores)',
        body: signupBody,
        response: { 201: userSavedAnswer },
      },
      config: { roles: ACCESS.admin },
    },
    async (request, reply) => {
      const user = await createPanelUser(
        app.db,
        { ...request.body, rol: 3, tenantId: request.caller.tenantId },
        request.caller,
      );
      return reply.status(201).send({ message: USER_MESSAGES.created, user });
    },
  );
};
