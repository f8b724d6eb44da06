import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** How often the summaries' delta rows are merged: a minute's changes are a few rows per key. */
export const COMPACTION_EVERY_MS = 60_000;

/**
 * Runs dashboard_compact() every minute while the server is up (docs/architecture.md 'Dashboard
 * summaries'): the island summaries take one delta row per change, so writers never wait on a
 * shared row, and this keeps each key down to one row. Figures are the same before and after.
 */
export function compactSummariesPeriodically(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  // One compaction at a time: a tick that finds the last one still running is skipped, not queued.
  let running: Promise<unknown> | null = null;
  const compact = () => {
    running ??= app.db
      .execute(sql`select dashboard_compact()`)
      .catch((error: unknown) => app.log.warn({ err: error }, 'dashboard summaries: compaction failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(compact, COMPACTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
