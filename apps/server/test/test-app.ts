import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app';
import type { AppConfig } from '../src/config';
import { POOL_DEFAULTS } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/connection';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  engine: Database['engine'];
  dataDir: string;
  /** This test's PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Another connection to this test's database, for a second app instance (PGlite: the same one). */
  sameDatabase(): Database;
  /**
   * A request signed in with a session token (see factories: islandWithStaff, tokenFor), or with
   * none when `token` is undefined; the payload goes as JSON.
   */
  inject(
    token: string | undefined,
    method: HTTPMethods,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface TestDatabase {
  database: Database;
  url?: string;
  reopen(): Database;
  drop(): Promise<void>;
}

/** This file's own copy of the migrated database (a second server process may open it by `url`). */
export async function cloneDatabase(dataDir: string): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = openDatabase({ databaseUrl: withDatabase(url, name), dataDir });
    return {
      database,
      url: withDatabase(url, name),
      reopen: () => openDatabase({ databaseUrl: withDatabase(url, name), dataDir }),
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = openDatabase({ dataDir });
  // One PGlite per folder: a second instance shares it, and only the owner closes it.
  return { database, reopen: () => ({ ...database, close: async () => {} }), drop: async () => {} };
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseReadUrl: undefined,
    dataDir,
    s3: undefined,
    rateLimitRedisUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    secretsKey: 'test-secrets-key-that-is-long-enough-0123456789',
    seedDemo: false,
    logLevel: 'silent',
    databasePool: POOL_DEFAULTS,
    // No OCR threads unless a test asks for them: receipts stay queued, read by nobody.
    reading: { workers: 0, timeoutMs: 30_000 },
    metricsToken: undefined,
    webDistDir: null,
    publicUrl: undefined,
    trustProxy: false,
    ...overrides,
  };
}

/** TestApp.inject for another app instance on the same database (a second server, a proxied pool). */
export function injectAs(
  app: FastifyInstance,
  token: string | undefined,
  method: HTTPMethods,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token === undefined ? {} : { 'x-access-token': token },
    ...(payload ? { payload } : {}),
  });
}

/** A fresh app on its own copy of the migrated database; close() removes both. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-test-'));
  const { database, url, reopen, drop } = await cloneDatabase(dataDir);
  const app = await buildApp(testConfig(dataDir, overrides), { ...deps, database });
  return {
    app,
    db: database.db,
    engine: database.engine,
    dataDir,
    databaseUrl: url,
    sameDatabase: reopen,
    inject: (token, method, url, payload) => injectAs(app, token, method, url, payload),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * This file's (or describe block's) app: started before its tests, closed after them. Read its
 * fields inside hooks and tests; hooks the file adds after this call see it started. Overrides known
 * only once earlier hooks ran (a test S3's address) come as a function.
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  deps: Omit<AppDependencies, 'database'> = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof overrides === 'function' ? overrides() : overrides, deps);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get(_, field) {
      if (!started) throw new Error('the test app starts in beforeAll: read it in a hook or a test');
      return Reflect.get(started, field);
    },
  });
}
