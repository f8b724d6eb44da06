import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { MIN_QUEUE_CALLS, QueueWaitWatch, SLOW_QUEUE_CALL_SECONDS } from './capacity-watch';

const METRICS_TOKEN = 'token-de-metricas-de-prueba-0123';

describe('QueueWaitWatch (README "Capacity")', () => {
  it('calls the queue outgrown only when more than one call in twenty of the last five minutes was slow', () => {
    let now = 1_000_000;
    const watch = new QueueWaitWatch(() => now);
    for (let i = 0; i < MIN_QUEUE_CALLS; i++) watch.observe(i < 2 ? SLOW_QUEUE_CALL_SECONDS + 0.5 : 0.04);
    expect(watch.reading()).toEqual({ queueCalls: 50, slowQueueCalls: 2, outgrown: false });
    for (let i = 0; i < 10; i++) watch.observe(0.04);
    watch.observe(3);
    expect(watch.reading()).toEqual({ queueCalls: 61, slowQueueCalls: 3, outgrown: false });
    watch.observe(3);
    expect(watch.reading()).toEqual({ queueCalls: 62, slowQueueCalls: 4, outgrown: true });
    now += 5 * 60_000;
    expect(watch.reading()).toEqual({ queueCalls: 0, slowQueueCalls: 0, outgrown: false });
  });

  it('does not call a quiet installation outgrown for a few slow calls', () => {
    const watch = new QueueWaitWatch(() => 0);
    for (let i = 0; i < MIN_QUEUE_CALLS - 1; i++) watch.observe(5);
    expect(watch.reading().outgrown).toBe(false);
  });
});

describe('GET /api/operations/capacity', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof islandWithStaff>>['staff'];
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: METRICS_TOKEN });
    staff = (await islandWithStaff(t.app, t.db)).staff;
  });
  afterAll(() => t.close());

  const read = (token: string) =>
    t.app.inject({ url: '/api/operations/capacity', headers: { 'x-access-token': token } });

  it('tells rol 1 what the queue felt, and refuses every other role', async () => {
    const quiet = await read(staff[1].token);
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json()).toMatchObject({ engine: t.engine, outgrown: false });
    for (const rol of [2, 3, 4, 5] as const) expect((await read(staff[rol].token)).statusCode).toBe(403);
  });

  it('counts real claims, and says outgrown in the answer and the metrics once the waits are long', async () => {
    const before = (await read(staff[1].token)).json().queueCalls as number;
    await t.app.inject({
      method: 'POST',
      url: '/api/queue/claim',
      headers: { 'x-access-token': staff[5].token },
    });
    expect((await read(staff[1].token)).json().queueCalls).toBe(before + 1);

    for (let i = 0; i < MIN_QUEUE_CALLS; i++) t.app.capacity.watch.observe(2);
    expect((await read(staff[1].token)).json()).toMatchObject({ outgrown: true });
    const metrics = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^panel_capacity_outgrown 1$/m);
  });
});
