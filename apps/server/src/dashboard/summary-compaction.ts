import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sweepPeriodically } from '../db/periodic-sweep';

/** How often the summaries' delta rows are merged: a minute's changes are a few rows per key. */
export const COMPACTION_EVERY_MS = 60_000;

/**
 * Runs dashboard_compact() every minute while the server is up (docs/architecture.md 'Dashboard
 * summaries'): the island summaries take one delta row per change, so writers never wait on a
 * shared row, and this keeps each key down to one row. Figures are the same before and after.
 */
export function compactSummariesPeriodically(app: FastifyInstance): void {
  sweepPeriodically(
    app,
    COMPACTION_EVERY_MS,
    () => app.db.execute(sql`select dashboard_compact()`),
    'dashboard summaries: compaction failed',
  );
}
