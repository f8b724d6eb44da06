/**
 * Bulk data for the bench scenarios, written as a database of the previous version would hold it:
 * raw rows with the summaries' triggers off (session_replication_role = replica), then the
 * summaries rebuilt from them by the functions the upgrade migrations run (dashboard_rebuild,
 * player_directory_rebuild). Row by
 * row the triggers would take minutes here; the rebuild's time is printed, as the upgrade's cost.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const SUMMARY_TABLES = [
  'island_shift_stats',
  'island_day_stats',
  'island_month_loaders',
  'player_load_days',
  'player_load_totals',
  'player_directory',
];

export async function bulkInsert(app: FastifyInstance, statements: SQL[]): Promise<string> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });
  const t0 = performance.now();
  await app.db.execute(sql`select dashboard_rebuild()`);
  await app.db.execute(sql`select player_directory_rebuild()`);
  // As autovacuum soon does after a bulk load (PostgreSQL 13+ vacuums on inserts too): statistics,
  // and the visibility map that lets the cards count from the indexes without reading the tables.
  for (const table of SUMMARY_TABLES) await app.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  return `summaries rebuilt and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
}
