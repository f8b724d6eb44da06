import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { Db } from '../../src/db/connection';
import { cloneDatabase } from '../test-app';
import { spawnServer, type ServerProcess } from '../server-process';
import { startTestS3, type TestS3 } from '../s3-server';

/** Multi-instance tests run on PostgreSQL only: PGlite is one process's database. */
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
    // main.ts announces itself at info level; with warn, wait for the port instead.
    await Promise.all(servers.map((s) => answering(s)));
  } catch (error) {
    await close();
    throw error;
  }
  return { a: instance(servers[0]!), b: instance(servers[1]!), db: database.db, close };
}

async function answering(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server ended: ${server.stderr()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A signed-in realtime socket on an instance; `next(event)` resolves at that event's next arrival. */
export async function realtimeSocket(
  target: Instance,
  token: string,
): Promise<{ next(event: string): Promise<void>; close(): void }> {
  const ws = new WebSocket(`${target.base.replace('http', 'ws')}/api/realtime`);
  const waiting: { event: string; resolve: () => void }[] = [];
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type?: string; event?: string };
      if (message.type === 'ready') resolve();
      for (const w of waiting.filter((w) => w.event === message.event)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  return {
    next: (event) => new Promise((resolve) => waiting.push({ event, resolve })),
    close: () => ws.close(),
  };
}

/** A session token from this instance's sign-in (users made with test/factories' password). */
export async function signIn(target: Instance, username: string, password: string): Promise<string> {
  const response = await target.call('POST', '/api/auth/signin', { body: { username, password } });
  if (!response.ok) throw new Error(`signin ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
