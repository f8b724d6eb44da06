import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as auth } from '@panel/domain/auth/auth-endpoints';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { usernameKey } from '@panel/domain/users/username-key';
import { serve } from '../http/serve-endpoint';
import { createPanelUser } from '../users/user-service';
import { signIn, signOut } from './auth-service';

/** Attempts per IP and username, per minute: enough for typos, too few for guessing. */
export const SIGNIN_ATTEMPTS_PER_MINUTE = 10;

export const authRoutes: FastifyPluginAsync = async (app) => {
  serve(app, auth.signin, async (request) => signIn(app.db, app.appConfig.jwtSecret, request.body), {
    config: {
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
  });

  serve(
    app,
    auth.logout,
    async (request) => {
      await signOut(app.db, request.caller.id);
      return undefined; // 204
    },
    { config: { beforeSecondFactor: true } },
  );

  serve(app, auth.signup, async (request) => {
    const user = await createPanelUser(
      app.db,
      { ...request.body, rol: 3, tenantId: request.caller.tenantId },
      request.caller,
    );
    return { message: USER_MESSAGES.created, user };
  });
};
