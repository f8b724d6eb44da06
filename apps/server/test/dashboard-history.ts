/**
 * Random dashboard histories for the summary tests: players, loads, bonuses, withdrawals, bets,
 * receipts, decisions (deferrals among them) and deferred receipts returning to the queue, at
 * instants packed around Buenos Aires midnights and shift edges and written in any order, as raw
 * rows (the summaries' triggers do the rest).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays, businessDay, type DayRange } from '@panel/domain/date-range';
import { queryRows, type Db } from '../src/db/connection';
import { businessDayStart } from '../src/db/business-time';
import type * as raw from './dashboard-reference';
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
  // A deferred receipt back in the queue, as evidence/deferred-return.ts returns it (notice, delay,
  // holder name); a receipt that is not deferred stays as it is.
  fc.record({ kind: fc.constant('return' as const), receipt: fc.nat() }),
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

/**
 * Writes the history as plain rows. Every statement names only the columns each version since
 * migration 0006 has, because the upgrade test writes them before the later migrations run.
 */
export async function writeHistory(
  db: Db,
  tenantId: number,
  { players, steps }: Pick<History, 'players' | 'steps'>,
) {
  const ids: number[] = [];
  for (const [i, createdAt] of players.entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into clients (tenant_id, panel_username, phone, created_at)
          values (${tenantId}, ${`pp${tenantId}x${i}`}, ${`54911${i}`}, ${createdAt.toISOString()}) returning id`,
    );
    ids.push(row!.id);
  }
  const receiptIds: number[] = [];
  let n = 0;
  for (const s of steps) {
    if (s.kind === 'receipt') {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into receipts (tenant_id, client_id, file_key, file_type, amount, created_at)
            values (${tenantId}, ${ids[s.player % ids.length]!}, 'p.png', 'png', 1000, ${s.at.toISOString()})
            returning id`,
      );
      receiptIds.push(row!.id);
    } else if (s.kind === 'return') {
      if (receiptIds.length === 0) continue;
      const receiptId = receiptIds[s.receipt % receiptIds.length]!;
      await db.execute(sql`
        update receipts set status = 'pending', reason = null, decided_at = null
        where id = ${receiptId} and status = 'notfound'`);
    } else if (s.kind === 'decision') {
      if (receiptIds.length === 0) continue;
      const receiptId = receiptIds[s.receipt % receiptIds.length]!;
      await db.execute(
        sql`update receipts set status = ${s.status}, decided_at = ${s.at.toISOString()} where id = ${receiptId}`,
      );
      await db.execute(sql`
        insert into audit_log (tenant_id, action, entity, entity_id, decision_ms, created_at)
        values (${tenantId}, ${`receipt.${s.status}`}, 'receipt', ${receiptId}, ${s.ms}, ${s.at.toISOString()})`);
      if (s.bonus !== null)
        await db.execute(sql`
          insert into client_transactions (client_id, receipt_id, amount, bonus_amount, charged)
          values (${ids[0]!}, ${receiptId}, 1000, ${s.bonus}, true)
          on conflict (receipt_id) do update set bonus_amount = excluded.bonus_amount`);
    } else {
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
