/**
 * Random dashboard histories for the summary tests: players, loads, bonuses, withdrawals, bets,
 * receipts and decisions, at instants packed around Buenos Aires midnights and shift edges and
 * written in any order, as raw rows (the summaries' triggers do the rest).
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { addDays, businessDay, type DayRange } from '@panel/domain/date-range';
import { auditLog, clients, clientTransactions, receipts } from '../src/db/schema';
import type { Db } from '../src/db/connection';
import { businessDayStart } from '../src/players/business-day';
import type * as raw from '../src/dashboard/dashboard-queries';
import type * as summary from '../src/dashboard/summary-queries';

const today = businessDay(new Date());
const SPAN_DAYS = 75;
/** Seconds into a Buenos Aires day: the shift edges (00, 08, 16 h) and a second either side, or any. */
const EDGES = [0, 1, 8 * 3600 - 1, 8 * 3600, 16 * 3600 - 1, 16 * 3600, 86_399];
/** Mostly a few days, so that loads, ranges and month edges meet often. */
const daysAgo = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 1, 2, 5, 6, 30, 31, 40, 58, 59) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: SPAN_DAYS }) },
);
const instant = fc
  .record({
    daysAgo,
    second: fc.oneof(fc.constantFrom(...EDGES), fc.integer({ min: 0, max: 86_399 })),
  })
  .map(
    ({ daysAgo, second }) => new Date(businessDayStart(addDays(today, -daysAgo)).getTime() + second * 1000),
  );

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'DEPOSIT',
        'DEPOSIT',
        'DEPOSIT',
        'DEPOSITBONO',
        'WITHDRAW',
        'GAMEDEBIT',
        'GAMECREDIT',
      ),
      player: fc.nat(),
      at: instant,
      amount: fc.integer({ min: 1, max: 10_000_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('receipt' as const), player: fc.nat(), at: instant }),
  },
  fc.record({
    kind: fc.constant('decision' as const),
    receipt: fc.nat(),
    status: fc.constantFrom('approve', 'approve', 'rejected', 'notfound', 'pending'),
    bonus: fc.option(fc.integer({ min: 0, max: 100_000 })),
    at: instant,
    ms: fc.integer({ min: 0, max: 7_200_000 }),
  }),
);
const range = fc
  .record({ daysAgo: fc.oneof(daysAgo, fc.constant(-1)), length: fc.integer({ min: 1, max: 100 }) })
  .map(({ daysAgo, length }): DayRange => ({
    start: addDays(today, -daysAgo),
    end: addDays(today, length - daysAgo),
  }));
export const history = fc.record({
  players: fc.array(instant, { minLength: 1, maxLength: 4 }),
  steps: fc.array(step, { minLength: 10, maxLength: 40 }),
  ranges: fc.array(range, { minLength: 1, maxLength: 3 }),
});

export type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

export async function writeHistory(
  db: Db,
  tenantId: number,
  { players, steps }: Pick<History, 'players' | 'steps'>,
) {
  const ids: number[] = [];
  for (const [i, createdAt] of players.entries()) {
    const [row] = await db
      .insert(clients)
      .values({ tenantId, panelUsername: `pp${tenantId}x${i}`, phone: `54911${i}`, createdAt })
      .returning({ id: clients.id });
    ids.push(row!.id);
  }
  const receiptIds: number[] = [];
  let n = 0;
  for (const s of steps) {
    if (s.kind === 'receipt') {
      const [row] = await db
        .insert(receipts)
        .values({
          tenantId,
          clientId: ids[s.player % ids.length]!,
          fileKey: 'p.png',
          fileType: 'png',
          amount: 1000,
          createdAt: s.at,
        })
        .returning({ id: receipts.id });
      receiptIds.push(row!.id);
    } else if (s.kind === 'decision') {
      if (receiptIds.length === 0) continue;
      const receiptId = receiptIds[s.receipt % receiptIds.length]!;
      await db.update(receipts).set({ status: s.status, decidedAt: s.at }).where(eq(receipts.id, receiptId));
      await db.insert(auditLog).values({
        tenantId,
        action: `receipt.${s.status}`,
        entity: 'receipt',
        entityId: receiptId,
        decisionMs: s.ms,
        createdAt: s.at,
      });
      if (s.bonus !== null)
        await db
          .insert(clientTransactions)
          .values({ clientId: ids[0]!, receiptId, amount: 1000, bonusAmount: s.bonus, charged: true })
          .onConflictDoUpdate({ target: clientTransactions.receiptId, set: { bonusAmount: s.bonus } });
    } else {
      // Only the columns every version has: the upgrade test writes these before migration 0008.
      await db.execute(sql`
        insert into fund_movements (client_id, external_transaction_id, transaction_type, amount, balance_before,
                                    balance_after, ins_date)
        values (${ids[s.player % ids.length]!}, ${`prop-${tenantId}-${++n}`}, ${s.kind}, ${s.amount}, 0,
                ${s.amount}, ${s.at.toISOString()})`);
    }
  }
}

/** The five cards over a range, from the raw rows or from the summaries. */
export async function cards(db: Db, tenantId: number, source: typeof raw | typeof summary, r: DayRange) {
  return {
    cargas: await source.loadsStats(db, tenantId, r, 'Cargas'),
    trans: await source.transactionsStats(db, tenantId, r),
    valor: await source.valuesStats(db, tenantId, r),
    operador: await source.operatorsStats(db, tenantId, r),
    cliente: await source.playersStats(db, tenantId, r),
  };
}
