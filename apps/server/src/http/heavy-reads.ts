import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Heavy reads give way to the operators' requests (issue 12: heavy reads never freeze the queue;
 * docs/architecture.md 'Heavy reads give way'). Every request in flight counts as waited on, until it
 * calls `giveWay`: it is then a heavy read (an export, a dashboard card), and before each slice of its
 * work (a statement, a chunk of a file) it waits until no other request has been in flight for
 * QUIET_MS, at most MAX_WAIT_MS per slice, so a busy queue slows it down but never stops it. The
 * quiet spell keeps a slice out of the instant between one operator's answer and their next call.
 * A paused export stops reading its COPY, so the database stops producing it too (backpressure).
 *
 * On the embedded engine (`oneAtATime`) every statement runs on the process's one connection, one
 * after another: heavy slices released together (five cards and an export page) would queue an
 * operator behind all of them. There heavy slices take turns: one runs, from its turn until it says
 * it is done (the function `giveWay` returns), its next `giveWay` or its answer, and the next one
 * waits for a quiet spell of its own. An export says so as soon as its page is read, so a slow
 * download never holds the others' turns. On PostgreSQL heavy reads run side by side on their own
 * connections, and the cards come back together.
 */
const MAX_WAIT_MS = 100;
/**
 * 20 ms, not 5: an operator's next call can come a few ms after their answer when the machine is
 * busy, and a slice that started in that gap held it up for the slice's whole length. Measured on
 * PGlite beside a one-year dashboard and an export (bench/queue-freeze.ts): the checker's p95 went
 * from 1.6-2.6× its idle one to 1.3-1.8×, its p99 from 1.9-3.1× to 1.6-1.95× (docs/architecture.md
 * 'Heavy reads give way').
 */
const QUIET_MS = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Waits for this heavy read's turn (see heavy-reads.ts); the request is no longer waited on.
     * Resolves to what ends the turn before the answer does.
     */
    giveWay(request: FastifyRequest): Promise<() => void>;
  }
  interface FastifyRequest {
    /** Stops counting this request as waited on; idempotent. */
    heavyRead?: () => void;
    /** Ends this heavy read's turn (oneAtATime), when it holds one; idempotent. */
    endTurn?: () => void;
    /** The answer is sent or the connection gone: a turn taken after that ends at once. */
    closed?: boolean;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installHeavyReads(
  app: FastifyInstance,
  { oneAtATime, maxWaitMs = MAX_WAIT_MS }: { oneAtATime: boolean; maxWaitMs?: number },
): void {
  let waitedOn = 0;
  let lastAnswered = 0;
  let idle: (() => void)[] = [];

  const stopCounting = (answered: boolean) => {
    waitedOn--;
    if (answered) lastAnswered = performance.now();
    if (waitedOn > 0) return;
    const woken = idle;
    idle = [];
    for (const wake of woken) wake();
  };

  /** Resolves when no request is in flight, or after `ms`. */
  const untilIdle = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        idle = idle.filter((other) => other !== wake);
        resolve();
      }, ms);
      idle.push(wake);
    });

  app.addHook('onRequest', async (request, reply) => {
    // A realtime socket stays open all shift: nobody waits on it once it is upgraded.
    if (request.headers.upgrade) return;
    waitedOn++;
    let counted = true;
    const stop = (answered: boolean) => {
      if (!counted) return;
      counted = false;
      stopCounting(answered);
    };
    request.heavyRead = () => stop(false);
    // 'close' comes once the answer is sent or the connection is gone, whichever happens.
    reply.raw.once('close', () => {
      request.closed = true;
      request.endTurn?.();
      stop(true);
    });
  });

  /** Until no request has been in flight for QUIET_MS, or `maxWaitMs` has passed. */
  const quietSpell = async () => {
    const deadline = performance.now() + maxWaitMs;
    for (;;) {
      const now = performance.now();
      if (now >= deadline) return;
      if (waitedOn > 0) await untilIdle(deadline - now);
      else if (now - lastAnswered >= QUIET_MS) return;
      else await sleep(Math.min(QUIET_MS - (now - lastAnswered), deadline - now));
    }
  };

  // The turns, in the order asked for: each waits for the one before it to end.
  let lastTurn: Promise<void> = Promise.resolve();

  app.decorate('giveWay', async (request: FastifyRequest) => {
    request.heavyRead?.();
    request.endTurn?.();
    if (!oneAtATime) {
      await quietSpell();
      return () => {};
    }
    let letNextGo = () => {};
    const ended = new Promise<void>((resolve) => (letNextGo = resolve));
    const before = lastTurn;
    lastTurn = before.then(() => ended);
    await before;
    await quietSpell();
    const end = () => {
      if (request.endTurn === end) request.endTurn = undefined;
      letNextGo();
    };
    request.endTurn = end;
    if (request.closed) end();
    return end;
  });
}
