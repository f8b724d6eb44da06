import type { FastifyInstance } from 'fastify';

/**
 * Runs a sweep of the database (`task`) every `everyMs` while the server is up. One run at a time: a
 * tick that finds the last run still going is skipped, not queued. A failure is logged at WARN as
 * `failure` and the next tick tries again; closing the server waits for the run in progress.
 */
export function sweepPeriodically(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  failure: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= task()
      .catch((error: unknown) => app.log.warn({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
