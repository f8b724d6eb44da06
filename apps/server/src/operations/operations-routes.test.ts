import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REJECT_REASONS } from '@panel/domain/receipts/receipt-rules';
import { buildApp } from '../app';
import { queryRows } from '../db/connection';
import { startTestApp, testConfig, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';
import { openAuthenticated } from '../../test/realtime-client';
import { OPERATIONS_MESSAGES } from './texts';

const METRICS_TOKEN = 'token-de-metricas-de-prueba-0123';

let t: TestApp;
let island: { id: number };
let operator: string;
beforeAll(async () => {
  t = await startTestApp({ metricsToken: METRICS_TOKEN });
  const made = await islandWithStaff(t.app, t.db);
  island = made.island;
  operator = made.staff[2].token;
});
afterAll(() => t.close());

const metrics = (authorization?: string) =>
  t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/health and /api/ready', () => {
  it('answer 200 without a session and say nothing more', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/api/ready answers 503 while a migration of this build is not applied', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: OPERATIONS_MESSAGES.migrationsPending });
      expect(ready.headers['retry-after']).toBeDefined();
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/metrics', () => {
  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-cualquiera-1234', METRICS_TOKEN]) {
      const response = await metrics(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: OPERATIONS_MESSAGES.metricsBadToken });
      expect(response.body).not.toContain('panel_');
    }
  });

  it('is off (404) when METRICS_TOKEN is not set', async () => {
    const app = await buildApp(testConfig(t.dataDir), { database: t.sameDatabase() });
    try {
      const response = await app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: OPERATIONS_MESSAGES.metricsDisabled });
    } finally {
      await app.close();
    }
  });

  it('reports requests by route and status, pending receipts per island, decisions, sockets, the pool and the process', async () => {
    const client = await createPlayer(t.db, { tenantId: island.id });
    const decided = await createReceipt(t.app, { tenantId: island.id, clientId: client.id });
    await createReceipt(t.app, { tenantId: island.id, clientId: client.id });
    await createReceipt(t.app, { tenantId: island.id, clientId: client.id });
    const reject = await t.inject(operator, 'POST', `/api/put/${decided.id}`, {
      status: 'rejected',
      reason: Object.keys(REJECT_REASONS)[0],
    });
    expect(reject.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/get/${decided.id}` })).statusCode).toBe(401);
    const socket = await openAuthenticated(t.app, operator);

    const response = await metrics(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, `panel_receipts_pending{island_id="${island.id}"}`)).toBe(2);
    expect(sample(text, 'panel_receipt_decisions_total{status="rejected"}')).toBe(1);
    expect(sample(text, 'panel_realtime_connections')).toBe(1);
    expect(
      sample(
        text,
        'panel_http_request_duration_seconds_count{method="GET",route="/api/get/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'panel_http_request_duration_seconds_count{method="POST",route="/api/put/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (t.engine === 'postgres') {
      expect(sample(text, 'panel_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'panel_db_pool_waiting')).toBe(0);
      expect(sample(text, 'panel_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    } else {
      // One in-process connection: no pool to report.
      expect(sample(text, 'panel_db_pool_connections')).toBeUndefined();
    }
    socket.ws.close();
  });
});

describe('request ids', () => {
  it('keeps an acceptable x-request-id and answers it; replaces one that could forge log lines', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-3f2a:9b.1' } });
    expect(kept.headers['x-request-id']).toBe('proxy-3f2a:9b.1');
    for (const bad of ['dos palabras', '"}{"level":60', 'x'.repeat(129)]) {
      const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await t.app.inject({ url: '/api/health' });
    const again = await t.app.inject({ url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });
});
