import type { FastifyInstance } from 'fastify';
import { sweepPeriodically } from '../db/periodic-sweep';
import { publishNews } from '../realtime/news';
import { returnOverdueDeferred } from './deferred-return';

/** How often deferred receipts past their island's delay are looked for. */
export const DEFERRED_SWEEP_EVERY_MS = 30_000;

/** Returns overdue deferred receipts while the server is up, one sweep at a time. */
export function returnDeferredPeriodically(app: FastifyInstance): void {
  sweepPeriodically(
    app,
    DEFERRED_SWEEP_EVERY_MS,
    async () => {
      const islandIds = await returnOverdueDeferred(app.db);
      await Promise.all(islandIds.map((id) => publishNews(app, id)));
    },
    'pospuestos: la devolución falló',
  );
}
