import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Heavy reads give way to the operators' requests (issue 12: heavy reads never freeze the queue;
 * docs/architecture.md 'Heavy reads give way'). Every request in flight counts as waited on, until it
 * calls `giveWay`: it is then a heavy read (an export, a dashboard card), and before each slice of its
 * work (a statement, a chunk of a file) it waits until no other request has been in flight for
 * QUIET_MS, at most MAX_WAIT_MS per slice, so a busy queue slows it down but never stops it. The
 * quiet spell keeps a slice out of the instant between one operator's answer and their next call.
 * A paused export stops reading its COPY, so the database stops producing it too (backpressure).
 */
const MAX_WAIT_MS = 100;
const QUIET_MS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for this heavy read's turn (see heavy-reads.ts); the request is no longer waited on. */
    giveWay(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Stops counting this request as waited on; idempotent. */
    heavyRead?: () => void;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installHeavyReads(app: FastifyInstance, maxWaitMs = MAX_WAIT_MS): void {
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
    reply.raw.once('close', () => stop(true));
  });

  app.decorate('giveWay', async (request: FastifyRequest) => {
    request.heavyRead?.();
    const deadline = performance.now() + maxWaitMs;
    for (;;) {
      const now = performance.now();
      if (now >= deadline) return;
      if (waitedOn > 0) await untilIdle(deadline - now);
      else if (now - lastAnswered >= QUIET_MS) return;
      else await sleep(Math.min(QUIET_MS - (now - lastAnswered), deadline - now));
    }
  });
}
