import type { FastifyInstance } from 'fastify';
import { publishNews } from '../realtime/news';
import { returnOverdueDeferred } from './deferred-return';

/** How often deferred receipts past their island's delay are looked for. */
export const DEFERRED_SWEEP_EVERY_MS = 30_000;

/** Returns overdue deferred receipts while the server is up, one sweep at a time. */
export function returnDeferredPeriodically(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= returnOverdueDeferred(app.db)
      .then((islandIds) => Promise.all(islandIds.map((id) => publishNews(app, id))))
      .catch((error: unknown) => app.log.warn({ err: error }, 'pospuestos: la devolución falló'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, DEFERRED_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
