import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { POOL_DEFAULTS } from '../config';
import { openDatabase } from './connection';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './errors';
import { startTestApp, testConfig, type TestApp } from '../../test/test-app';

// Refusals come from a real PostgreSQL server; the embedded database cannot refuse a connection.
const onPostgres = process.env.TEST_ENGINE === 'postgres';

const signIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: 'alguien', password: 'una-clave-cualquiera' },
  });

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
function expectUnavailable(response: Answer) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE.message });
  expect(response.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
}

describe('a database that refuses is unavailable, not an internal error', () => {
  it('tells refusals (maintenance, missing database, credentials, full, network) from the request’s own errors', () => {
    const refusals = [
      { code: '57P03', message: 'the database system is starting up' },
      { code: '55000', message: 'database "panel" is not currently accepting connections' },
      { code: '3D000', message: 'database "panel" does not exist' },
      { code: '28P01', message: 'password authentication failed for user "panel"' },
      { code: '28000', message: 'role "panel" does not exist' },
      { code: '53300', message: 'sorry, too many clients already' },
      { code: '08006', message: 'connection failure' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    ];
    for (const error of refusals) {
      // drizzle wraps the driver's error in `cause`.
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: error })), error.code).toBe(true);
    }
    for (const error of [
      { code: '23505', message: 'duplicate key value' },
      { code: '55000', message: 'currval of sequence "s" is not yet defined in this session' },
      { code: '42P01', message: 'relation "x" does not exist' },
    ]) {
      expect(isDatabaseUnavailable(error), error.code).toBe(false);
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL refusing connections answers 503 with Retry-After', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** An app of its own whose DATABASE_URL is `url` (as after a rename or a password rotation). */
  async function appAt(url: URL): Promise<FastifyInstance> {
    const pool = { ...POOL_DEFAULTS, connectTimeoutMs: 2000 };
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: t.dataDir, databasePool: pool });
    const app = await buildApp(testConfig(t.dataDir, { databasePool: pool }), { database });
    app.addHook('onClose', () => database.close());
    return app;
  }

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const url = new URL(t.databaseUrl!);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  const terminate = (c: pg.Client, name: string) =>
    c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);

  it('a database renamed under a running server (missing, 3D000): sign-in and /api/ready answer 503', async () => {
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    await admin(async (c) => {
      await terminate(c, name);
      await c.query(`alter database ${name} rename to ${name}_fuera`);
    });
    try {
      expectUnavailable(await signIn(t.app));
      expectUnavailable(await t.app.inject({ url: '/api/ready' }));
    } finally {
      await admin(async (c) => {
        await terminate(c, `${name}_fuera`);
        await c.query(`alter database ${name}_fuera rename to ${name}`);
      });
    }
  });

  it('a role that may no longer sign in (rotated credentials, 28000): 503', async () => {
    const role = `rotado_${Date.now()}`;
    await admin((c) => c.query(`create role ${role} login password 'clave'`));
    const url = new URL(t.databaseUrl!);
    url.username = role;
    url.password = 'clave';
    const app = await appAt(url);
    try {
      await admin(async (c) => {
        await c.query(`alter role ${role} nologin`);
        await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
      });
      expectUnavailable(await signIn(app));
      expectUnavailable(await app.inject({ url: '/api/ready' }));
    } finally {
      await app.close();
      await admin((c) => c.query(`drop role if exists ${role}`));
    }
  });

  it('a database in maintenance (ALLOW_CONNECTIONS false) answers 503 until it is back', async () => {
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await admin(async (c) => {
      await c.query(`alter database ${name} allow_connections false`);
      await terminate(c, name);
    });
    try {
      expectUnavailable(await t.app.inject({ url: '/api/ready' }));
      expectUnavailable(await signIn(t.app));
    } finally {
      await admin((c) => c.query(`alter database ${name} allow_connections true`));
    }
    let ready = await t.app.inject({ url: '/api/ready' });
    for (let i = 0; i < 20 && ready.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await t.app.inject({ url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(200);
  });
});
