import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { PoolSettings } from '../config';
import { openDatabase, type Database } from './connection';
import { DATABASE_UNAVAILABLE } from './errors';
import { clients, fundMovements } from './schema';
import { injectAs, testConfig, useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { startTcpProxy } from '../../test/tcp-proxy';
import { openAuthenticated } from '../../test/realtime-client';

// What a real PostgreSQL server does to the panel (dropped connections, a server away, a full pool)
// cannot happen to the embedded database, which lives inside the process.
const onPostgres = process.env.TEST_ENGINE === 'postgres';

const t = useTestApp();
const mine = useIslandWithStaff(t);

async function newPlayer(app: FastifyInstance): Promise<string> {
  const phone = `11${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await injectAs(app, mine.staff[3].token, 'POST', '/api/clients', {
    name: 'jugador carga',
    phone,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ client: { panelUsername: string } }>().client.panelUsername;
}

const deposit = (app: FastifyInstance, username: string, amount: number, requestId: string) =>
  injectAs(app, mine.staff[3].token, 'POST', '/api/clients/deposit', { username, amount, requestId });

function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE.message });
  expect(response.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
}

/** Ends every connection to this test's database but the caller's, as an administrator or a restart would. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

/** An app of its own on this test's database through the proxy, with the given limits. */
async function appThrough(
  port: number,
  pool: PoolSettings,
): Promise<{ app: FastifyInstance; database: Database }> {
  const url = new URL(t.databaseUrl!);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: t.dataDir, databasePool: pool });
  const app = await buildApp(testConfig(t.dataDir, { databasePool: pool }), { database });
  app.addHook('onClose', () => database.close());
  return { app, database };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)(
  'PostgreSQL connections dropped or away (PostgreSQL only: the embedded database cannot drop)',
  () => {
    it('keeps serving through connections terminated in the middle of a load of deposits; every acknowledged deposit is stored once', async () => {
      const username = await newPlayer(t.app);
      const total = 120;
      const requests = Array.from({ length: total }, (_, i) => ({ id: randomUUID(), amount: i + 1 }));
      const statuses = new Map<string, number>();
      const answered: { start: number; end: number; status: number }[] = [];
      const terminations: number[] = [];
      let acknowledged = 0;
      let next = 0;

      const worker = async () => {
        while (next < total) {
          const request = requests[next++]!;
          const start = performance.now();
          const response = await deposit(t.app, username, request.amount, request.id);
          answered.push({ start, end: performance.now(), status: response.statusCode });
          statuses.set(request.id, response.statusCode);
          if (response.statusCode === 503) expectUnavailable(response);
          else expect(response.statusCode, response.body).toBe(200);
          if (response.statusCode === 200 && [30, 70].includes(++acknowledged)) {
            terminations.push(performance.now());
            expect(await terminateConnections()).toBeGreaterThan(0);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(terminations).toHaveLength(2);

      // The refused ones are sent again with the same requestId, as the panel does on a retry.
      for (const request of requests.filter((r) => statuses.get(r.id) !== 200)) {
        for (let attempt = 0; statuses.get(request.id) !== 200 && attempt < 20; attempt++) {
          const response = await deposit(t.app, username, request.amount, request.id);
          statuses.set(request.id, response.statusCode);
          if (response.statusCode !== 200) await pause(100);
        }
      }
      expect([...statuses.values()].every((status) => status === 200)).toBe(true);

      const [player] = await t.db.select().from(clients).where(eq(clients.panelUsername, username));
      const stored = await t.db.select().from(fundMovements).where(eq(fundMovements.clientId, player!.id));
      expect(stored).toHaveLength(total);
      expect(new Set(stored.map((m) => m.idempotencyKey))).toEqual(
        new Set(requests.map((r) => `cashier:${mine.island.id}:${r.id}`)),
      );
      const sum = requests.reduce((s, r) => s + r.amount * 100, 0);
      expect(stored.reduce((s, m) => s + Number(m.amount), 0)).toBe(sum);
      // A figure for the closing note, not an assertion (no timed assertions in tests): from the drop
      // to the first deposit sent after it that was acknowledged.
      const recovery = terminations.map((at) =>
        Math.min(...answered.filter((a) => a.start >= at && a.status === 200).map((a) => a.end - at)),
      );
      console.info(
        `recovery after dropped connections: ${recovery.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}; ` +
          `503 answers during the load: ${answered.filter((a) => a.status === 503).length}`,
      );
    });

    it('the LISTEN connection comes back by itself: realtime events flow again after its connection is terminated', async () => {
      const socket = await openAuthenticated(t.app, mine.staff[3].token);
      await terminateConnections();
      // On reconnecting, every socket is told to refresh once per event (those sent meanwhile were lost).
      expect(await socket.next()).toEqual({ channel: 'transactions', event: 'news' });
      expect(await socket.next()).toEqual({ channel: 'transactions', event: 'notifications' });
      expect(await socket.next()).toEqual({ channel: 'transactions', event: 'reading' });
      expect(await socket.next()).toEqual({ channel: 'transactions', event: 'withdrawals' });
      await t.app.realtime.publish(mine.island.id, 'notifications');
      expect(await socket.next()).toEqual({ channel: 'transactions', event: 'notifications' });
      socket.ws.close();
    });

    it('answers 503 with Retry-After while the database is away or silent, and serves again when it is back', async () => {
      const target = new URL(t.databaseUrl!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const { app } = await appThrough(proxy.port, {
        connectTimeoutMs: 500,
        statementTimeoutMs: 5000,
        poolMax: 4,
      });
      try {
        const username = await newPlayer(app);
        expect((await deposit(app, username, 10, randomUUID())).statusCode).toBe(200);

        proxy.set('refuse');
        const away = await deposit(app, username, 20, randomUUID());
        expectUnavailable(away);
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
        expectUnavailable(await app.inject({ url: '/api/ready' }));

        proxy.set('silent');
        expectUnavailable(await deposit(app, username, 30, randomUUID()));

        proxy.set('forward');
        expect((await deposit(app, username, 40, randomUUID())).statusCode).toBe(200);
        const [player] = await t.db.select().from(clients).where(eq(clients.panelUsername, username));
        const amounts = await t.db
          .select({ amount: fundMovements.amount })
          .from(fundMovements)
          .where(eq(fundMovements.clientId, player!.id));
        // Nothing half-written: only the two acknowledged deposits exist.
        expect(amounts.map((m) => Number(m.amount)).sort((a, b) => a - b)).toEqual([1000, 4000]);
      } finally {
        await app.close();
        await proxy.close();
      }
    });

    it('answers 503 when every pooled connection stays busy past the connect timeout', async () => {
      const target = new URL(t.databaseUrl!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const { app, database } = await appThrough(proxy.port, {
        connectTimeoutMs: 300,
        statementTimeoutMs: 5000,
        poolMax: 1,
      });
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const busy = database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await held;
        });
        await pause(50);
        expectUnavailable(await app.inject({ url: '/api/ready' }));
        release();
        await busy;
        expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await proxy.close();
      }
    });
  },
);
