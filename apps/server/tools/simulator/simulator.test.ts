import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { notifications, receipts } from '../../src/db/schema';
import { DEMO_BOT_KEY, DEMO_INTAKE_KEY, seedDemo } from '../../src/seed/demo-seed';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runSimulator } from './simulator';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, t.app.files);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const total = async (table: typeof receipts | typeof notifications) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

it('hands in receipts and bank notices through the gateway and the intake', async () => {
  const [receiptsBefore, noticesBefore] = [await total(receipts), await total(notifications)];
  const lines: string[] = [];
  const summary = await runSimulator({
    url,
    rate: 100,
    count: 6,
    botKey: DEMO_BOT_KEY,
    intakeKey: DEMO_INTAKE_KEY,
    pdfShare: 0.5,
    noticeShare: 1,
    newPlayerShare: 0.5,
    seed: 7,
    log: (line) => lines.push(line),
  });
  expect(summary).toMatchObject({ receipts: 6, failures: 0, notices: 6 });
  expect(summary.newPlayers).toBeGreaterThan(0);
  expect(await total(receipts)).toBe(receiptsBefore + 6);
  expect(await total(notifications)).toBe(noticesBefore + 6);
  expect(lines.filter((l) => l.startsWith('comprobante #'))).toHaveLength(6);
});

it('stops after a few failures when nothing answers, saying why', async () => {
  const lines: string[] = [];
  const summary = await runSimulator({
    url: 'http://127.0.0.1:9',
    rate: 100,
    count: 50,
    botKey: 'x',
    intakeKey: 'y',
    pdfShare: 0,
    noticeShare: 0,
    newPlayerShare: 1,
    seed: 1,
    log: (line) => lines.push(line),
  });
  expect(summary).toMatchObject({ receipts: 0, failures: 3 });
  expect(lines[0]).toContain('no se pudo conectar');
});
