import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '@panel/domain/date-range';
import { localBlobStore } from '../storage/blob-store';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo-seed';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tokenFor } from '../../test/factories';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, localBlobStore(path.join(t.dataDir, 'uploads')));
  token = await tokenFor(t.app, 'admin', DEMO_PASSWORD);
});
afterAll(() => t.close());

const stats = async (card: string, value: string[]) => {
  const response = await t.inject(token, 'POST', `/api/dashboard/${card}`, { value });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the demo island on a fresh start', () => {
  it('fills every card over the last 30 days, in all three shifts', async () => {
    const today = businessDay(new Date());
    const month = [addDays(today, -29), addDays(today, 1)];
    const loads = await stats('cargas', month);
    expect(loads.data.cantidad).toBeGreaterThan(50);
    expect(loads.data.cantidadbono).toBeGreaterThan(10);
    expect(loads.items.filter((i: { cantidad: number }) => i.cantidad > 0).length).toBeGreaterThan(20);
    const trans = await stats('trans', month);
    expect(trans.data.aprobados).toBeGreaterThan(0);
    expect(trans.data.rechazados).toBeGreaterThan(0);
    const values = await stats('valor', month);
    expect(values.time.every((v: number) => v > 0)).toBe(true);
    const operators = await stats('operador', month);
    expect(operators.intervenciones.every((n: number) => n > 0)).toBe(true);
    // Quick by day, slowest overnight.
    expect(operators.time[0]).toBeLessThan(operators.time[2]);
    const players = await stats('cliente', month);
    expect(players.data.nuevos).toBeGreaterThan(0);
    expect(players.data.activos).toBeGreaterThan(0);
    expect(players.inactive.map((b: { count: number }) => b.count > 0)).toEqual([true, true, true, true]);
  });

  // Yesterday too: just after midnight in Buenos Aires, today has had no time for decisions yet.
  it('shows different figures for the last two days and for an older week', async () => {
    const today = businessDay(new Date());
    const now = await stats('trans', [addDays(today, -1), today]);
    const before = await stats('trans', [addDays(today, -40), addDays(today, -33)]);
    expect(now.data.total).toBeGreaterThan(0);
    expect(before.data.total).toBeGreaterThan(0);
    expect(before.data).not.toEqual(now.data);
  });
});
