import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  botStates,
  clients,
  fundMovements,
  notifications,
  receipts,
  withdrawalRequests,
} from '../../src/db/schema';
import { DEMO_BOT_KEY, DEMO_INTAKE_KEY, DEMO_PLATFORM_KEY, seedDemo } from '../../src/seed/demo-seed';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runSimulator, type SimulatorOptions } from './simulator';

const DEMO_KEYS = { botKey: DEMO_BOT_KEY, intakeKey: DEMO_INTAKE_KEY, platformKey: DEMO_PLATFORM_KEY };

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, t.app.files);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * The simulator against the demo island at 100 receipts a second, its log lines kept in `lines`:
 * PNG receipts of known players, no notices, bets or withdrawals unless `options` ask for them.
 */
const simulate = (
  lines: string[],
  options: Pick<SimulatorOptions, 'count' | 'seed'> & Partial<SimulatorOptions>,
) =>
  runSimulator({
    url,
    rate: 100,
    ...DEMO_KEYS,
    pdfShare: 0,
    noticeShare: 0,
    newPlayerShare: 0,
    gameShare: 0,
    log: (line) => lines.push(line),
    ...options,
  });

const total = async (table: typeof receipts | typeof notifications) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

it('hands in receipts and bank notices through the gateway and the intake', async () => {
  const [receiptsBefore, noticesBefore] = [await total(receipts), await total(notifications)];
  const lines: string[] = [];
  const summary = await simulate(lines, {
    count: 6,
    pdfShare: 0.5,
    noticeShare: 1,
    newPlayerShare: 0.5,
    seed: 7,
  });
  expect(summary).toMatchObject({ receipts: 6, failures: 0, notices: 6 });
  expect(summary.newPlayers).toBeGreaterThan(0);
  expect(await total(receipts)).toBe(receiptsBefore + 6);
  expect(await total(notifications)).toBe(noticesBefore + 6);
  expect(lines.filter((l) => l.startsWith('comprobante #'))).toHaveLength(6);
  // It played a running bot: its state was reported just now (the header's heartbeat).
  const [state] = await t.db.select().from(botStates);
  expect(state!.state).toBe(0);
  expect(Date.now() - state!.updatedAt.getTime()).toBeLessThan(60_000);
});

it('bets within the balance the platform answers, and prints the refusals of players without funds', async () => {
  const games = (seed: number, lines: string[]) =>
    simulate(lines, { count: 8, newPlayerShare: 0.4, gameShare: 1, seed });
  const movements = async (type: 'GAMEDEBIT' | 'GAMECREDIT') =>
    (await t.db.select({ n: count() }).from(fundMovements).where(eq(fundMovements.transactionType, type)))[0]!
      .n;

  // New players' receipts wait for an operator, so they have nothing to bet yet.
  const broke: string[] = [];
  const first = await games(31, broke);
  expect(first).toMatchObject({ bets: 0, wins: 0, failures: 0 });
  expect(first.refusedBets).toBe(8);
  expect(broke.filter((l) => l.startsWith('apuesta rechazada (422)'))).toHaveLength(8);
  expect(broke.at(-1)).toContain('El monto supera el saldo del cliente');

  // The operator approves: the same seed plays the same players again, now with funds.
  for (const { id } of await t.db.select({ id: clients.id }).from(clients)) {
    await t.app.platform.deposit(t.db, { clientId: id, amount: 500_000 });
  }
  const [debitsBefore, creditsBefore] = [await movements('GAMEDEBIT'), await movements('GAMECREDIT')];
  const lines: string[] = [];
  const second = await games(31, lines);
  expect(second).toMatchObject({ bets: 8, refusedBets: 0, failures: 0, newPlayers: 0 });
  expect(second.wins).toBeGreaterThan(0);
  expect(await movements('GAMEDEBIT')).toBe(debitsBefore + 8);
  expect(await movements('GAMECREDIT')).toBe(creditsBefore + second.wins);
  expect(lines.filter((l) => l.startsWith('apuesta de '))).toHaveLength(8);
  expect(lines.filter((l) => l.startsWith('premio para '))).toHaveLength(second.wins);
});

it('plays players who ask for withdrawals in the chat: each request holds its amount', async () => {
  const before = (await t.db.select({ n: count() }).from(withdrawalRequests))[0]!.n;
  const lines: string[] = [];
  const summary = await simulate(lines, { count: 6, withdrawShare: 1, seed: 7 });
  expect(summary.failures).toBe(0);
  expect(summary.withdrawals + summary.refusedWithdrawals).toBe(6);
  expect(summary.withdrawals).toBeGreaterThan(0);
  const filed = await t.db.select().from(withdrawalRequests).orderBy(withdrawalRequests.id).offset(before);
  expect(filed).toHaveLength(summary.withdrawals);
  for (const request of filed) {
    expect(request).toMatchObject({ state: 'solicitado', source: 'bot' });
    expect(request.holdMovementId).not.toBeNull();
  }
  expect(lines.filter((l) => l.startsWith('retiro #'))).toHaveLength(summary.withdrawals);
});

it('stops after a few failures when nothing answers, saying why', async () => {
  const lines: string[] = [];
  const summary = await simulate(lines, {
    url: 'http://127.0.0.1:9',
    botKey: 'x',
    intakeKey: 'y',
    platformKey: 'z',
    count: 50,
    newPlayerShare: 1,
    gameShare: 1,
    seed: 1,
  });
  expect(summary).toMatchObject({ receipts: 0, failures: 3 });
  expect(lines[0]).toContain('no se pudo conectar');
});
