import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connection';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { addDays, businessDay } from '@panel/domain/date-range';
import { cards, history, writeHistory } from '../../test/dashboard-history';
import * as raw from '../../test/dashboard-reference';
import * as summary from './summary-queries';
import { playerListQuery } from './player-lists';

/*
 * The summaries, kept by triggers, against the raw aggregation: random histories (see
 * test/dashboard-history.ts), then every card over random ranges (days and months, past and
 * running) must be equal, each Clientes list must hold its count, and rebuilding the summaries from
 * the raw rows (the upgrade's backfill) must give the same rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Per summary table, its rows that count something (rows whose counters went back to zero do not). */
const SUMMARY_TABLES = {
  island_shift_stats: sql`loads <> 0 or load_sum <> 0 or bonuses <> 0 or bonus_sum <> 0 or decisions <> 0 or decision_ms_sum <> 0`,
  island_day_stats: sql`loaders <> 0 or registered <> 0 or receipts <> 0 or approved <> 0 or pending <> 0 or rejected <> 0 or bonus_receipts <> 0 or deferred <> 0`,
  island_month_loaders: sql`players <> 0`,
  player_load_days: sql`true`,
  player_load_totals: sql`true`,
};
async function snapshot(db: Db, tenantId: number): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [table, counts] of Object.entries(SUMMARY_TABLES)) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select s::text as row from ${sql.identifier(table)} s where tenant_id = ${tenantId} and (${counts}) order by 1`,
    );
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

describe('dashboard summaries', () => {
  it('every card from the summaries equals the raw aggregation, and the backfill rebuilds them', async () => {
    await fc.assert(
      fc.asyncProperty(history, fc.boolean(), async (h, compactFirst) => {
        const { id: tenantId } = await createIsland(t.db);
        await writeHistory(t.db, tenantId, h);
        // Delta rows merged or not, the figures are the same.
        if (compactFirst) await t.db.execute(sql`select dashboard_compact()`);
        for (const r of h.ranges) {
          const fromSummaries = await cards(t.db, tenantId, summary, r);
          expect(fromSummaries).toEqual(await cards(t.db, tenantId, raw, r));
          for (const { list, count } of fromSummaries.cliente.listados) {
            const listed = await queryRows(t.db, playerListQuery(tenantId, list, r));
            expect(listed.length, list).toBe(count);
          }
        }
        // Merged into one row per key first, as the rebuild writes them.
        await t.db.execute(sql`select dashboard_compact()`);
        const kept = await snapshot(t.db, tenantId);
        await t.db.execute(sql`select dashboard_rebuild()`);
        expect(await snapshot(t.db, tenantId)).toEqual(kept);
      }),
      { numRuns: t.engine === 'pglite' ? 30 : 10 },
    );
  });

  // The random histories load most players in a range's first days too, so they seldom make a
  // player's only load in the range fall in its last, partial month, read apart from the rest.
  it("counts a player whose only load in the range is in the range's last, partial month", async () => {
    const { id: tenantId } = await createIsland(t.db);
    const today = businessDay(new Date());
    const noon = (day: string) => new Date(`${day}T12:00:00-03:00`);
    const load = (day: string) => ({ kind: 'DEPOSIT' as const, player: 0, at: noon(day), amount: 100 });
    await writeHistory(t.db, tenantId, {
      players: [noon(addDays(today, -80))],
      steps: [load(addDays(today, -70)), load(`${today.slice(0, 8)}01`)],
    });
    const range = { start: addDays(today, -40), end: addDays(today, 1) };
    const fromSummaries = await cards(t.db, tenantId, summary, range);
    expect(fromSummaries.cliente.data).toMatchObject({ total: 1, activos: 1, inactivos: 0 });
    expect(fromSummaries).toEqual(await cards(t.db, tenantId, raw, range));
  });
});
