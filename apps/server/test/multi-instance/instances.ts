import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/connection';
import { cloneDatabase } from '../test-app';
import { answering, spawnServer, type ServerProcess } from '../server-process';
import { startTestS3, type TestS3 } from '../s3-server';

/** Tests of several connections or processes run on PostgreSQL only: PGlite is one process's database. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_ENGINE === 'postgres';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Instance {
  /** http://127.0.0.1:port */
  base: string;
  server: ServerProcess;
  /** fetch on this instance; JSON in and out, the session token when given. */
  call(
    method: string,
    url: string,
    options?: { token?: string; body?: object; headers?: Record<string, string> },
  ): Promise<Response>;
}

export interface Instances {
  a: Instance;
  b: Instance;
  /** The shared database, for setting up data and checking what was stored. */
  db: Db;
  close(): Promise<void>;
}

function instance(server: ServerProcess): Instance {
  const base = `http://127.0.0.1:${server.port}`;
  return {
    base,
    server,
    call: (method, url, { token, body, headers } = {}) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { 'x-access-token': token } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
  };
}

/**
 * Two real server processes (src/main.ts) on one fresh PostgreSQL database, sharing the receipt
 * files in one S3 bucket and the rate limits in Redis: the deployment of docs/deploy.md on one
 * machine. Starting a process costs seconds, so a test file starts them once.
 */
export async function startTwoInstances(): Promise<Instances> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-multi-'));
  const { database, url, drop } = await cloneDatabase(dataDir);
  let s3: TestS3 | undefined;
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    s3 = await startTestS3();
    const { bucket, endpoint, credentials } = s3.settings;
    const env = {
      DATABASE_URL: url!,
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint!,
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['a', 'b']) {
      servers.push(await spawnServer({ ...env, DATA_DIR: path.join(dataDir, name) }));
    }
    await Promise.all(servers.map((s) => answering(s)));
  } catch (error) {
    await close();
    throw error;
  }
  return { a: instance(servers[0]!), b: instance(servers[1]!), db: database.db, close };
}

/** A session token from this instance's sign-in (users made with test/factories' password). */
export async function signIn(target: Instance, username: string, password: string): Promise<string> {
  const response = await target.call('POST', '/api/auth/signin', { body: { username, password } });
  if (!response.ok) throw new Error(`signin ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
