import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { TWO_FACTOR_MESSAGES } from '@panel/domain/two-factor/texts';
import { twoFactorEndpoints as totp } from '@panel/domain/two-factor/two-factor-endpoints';
import { serve } from '../http/serve-endpoint';
import { createSecretBox } from '../security/secret-box';
import {
  confirmEnrolment,
  disableFactor,
  resetFactor,
  setIslandRequirement,
  signInWithTotp,
  startEnrolment,
  totpStatus,
  type TwoFactorDeps,
} from './two-factor-service';

/**
 * Code attempts per minute and user (docs/features/two-factor.md): a 6-digit code has a million
 * values, so five a minute gives a guesser nothing in the five minutes a pending token lives.
 */
export const TOTP_ATTEMPTS_PER_MINUTE = 5;

/** The user a pending token names, unverified: only to pick the bucket (the route checks it). */
function pendingUser(request: FastifyRequest): string {
  const token = (request.body as { pendingToken?: unknown } | undefined)?.pendingToken;
  if (typeof token !== 'string') return '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return String(payload.sub ?? '');
  } catch {
    return '';
  }
}

const limited = (bucket: (request: FastifyRequest) => string) => ({
  rateLimit: {
    max: TOTP_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: bucket,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      statusCode: 429,
      message: TWO_FACTOR_MESSAGES.tooManyAttempts,
      retryAfter: context.after,
    }),
  },
});

export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const deps: TwoFactorDeps = {
    db: app.db,
    box: createSecretBox(app.appConfig.secretsKey),
    jwtSecret: app.appConfig.jwtSecret,
  };
  // A session without the factor, of a user who must have one, may only set it up (access-control).
  const beforeFactor = { beforeSecondFactor: true };

  serve(app, totp.signin, async (request) => signInWithTotp(deps, request.body), {
    config: limited((request) => `totp|${request.ip}|${pendingUser(request)}`),
  });
  serve(app, totp.status, async (request) => totpStatus(app.db, request.caller), { config: beforeFactor });
  serve(app, totp.setup, async (request) => startEnrolment(deps, request.caller), { config: beforeFactor });
  serve(app, totp.confirm, async (request) => confirmEnrolment(deps, request.caller, request.body.code), {
    config: { ...beforeFactor, ...limited((request) => `totp|user|${request.caller.id}`) },
  });
  serve(app, totp.disable, async (request) => disableFactor(deps, request.caller, request.body.code), {
    config: limited((request) => `totp|user|${request.caller.id}`),
  });
  serve(app, totp.reset, async (request) => resetFactor(app.db, request.caller, request.params.id));
  serve(app, totp.island, async (request) =>
    setIslandRequirement(app.db, request.caller, request.params.id, request.body.required),
  );
};
