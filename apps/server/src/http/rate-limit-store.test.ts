import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { buildApp } from '../app';
import { SIGNIN_ATTEMPTS_PER_MINUTE } from '../auth/auth-routes';
import { startTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createIsland, createUser } from '../../test/factories';
import { freePort } from '../../test/server-process';
import { REDIS_URL } from '../../test/multi-instance/instances';

/**
 * RATE_LIMIT_REDIS_URL (docs/architecture.md, "Growing past one machine"): two app instances on one
 * database count sign-in attempts in one Redis; a Redis that is away lets sign-in through.
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ rateLimitRedisUrl: REDIS_URL });
  second = await buildApp(testConfig(t.dataDir, { rateLimitRedisUrl: REDIS_URL }), {
    database: t.sameDatabase(),
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const signIn = (app: FastifyInstance, username: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password: 'equivocada-1' } });

describe('rate limits in Redis', () => {
  it('count the wrong passwords of both instances together', async () => {
    const { username } = await createUser(t.db, { tenantId: (await createIsland(t.db)).id, rol: 5 });
    for (let i = 0; i < SIGNIN_ATTEMPTS_PER_MINUTE; i++)
      expect((await signIn(i % 2 ? second : t.app, username)).statusCode).toBe(401);
    for (const app of [t.app, second]) {
      const refused = await signIn(app, username);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.tooManyAttempts);
    }
  });

  it('let sign-in through when Redis does not answer', async () => {
    const away = await buildApp(
      testConfig(t.dataDir, { rateLimitRedisUrl: `redis://127.0.0.1:${await freePort()}` }),
      { database: t.sameDatabase() },
    );
    try {
      const { username } = await createUser(t.db, { tenantId: (await createIsland(t.db)).id, rol: 5 });
      expect((await signIn(away, username)).statusCode).toBe(401);
    } finally {
      await away.close();
    }
  });
});
