import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { CapacityAnswer } from '@panel/domain/operations/capacity';
import type { EndpointContract } from '@panel/domain/http/endpoint';
import { queueEndpoints } from '@panel/domain/checker/queue-endpoints';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';

/**
 * Whether the installation has outgrown its database, told by what operators feel (README 'Capacity'):
 * the queue's two calls, a claim and a decision. When more than one in twenty of them took over a
 * second in the last five minutes (at least 50 calls), the queue is saturated: on the embedded PGlite
 * that means the move to PostgreSQL (docs/deploy.md).
 */
/** The queue's two calls, by their contracts: `serve` keeps each route's contract in its config. */
const QUEUE_CALLS: ReadonlySet<EndpointContract> = new Set([queueEndpoints.claim, receiptEndpoints.decide]);
export const SLOW_QUEUE_CALL_SECONDS = 1;
const OUTGROWN_SLOW_SHARE = 0.05;
export const MIN_QUEUE_CALLS = 50;
const WINDOW_MS = 5 * 60_000;
const SLOT_MS = 10_000;

interface Slot {
  calls: number;
  slow: number;
}

/** Counts of the last five minutes in ten-second slots: exact, constant memory, no sample kept. */
export class QueueWaitWatch {
  private readonly slots = new Map<number, Slot>();

  constructor(private readonly now: () => number = Date.now) {}

  observe(seconds: number): void {
    const key = Math.floor(this.now() / SLOT_MS);
    this.forgetOld(key);
    const slot = this.slots.get(key) ?? { calls: 0, slow: 0 };
    slot.calls += 1;
    if (seconds > SLOW_QUEUE_CALL_SECONDS) slot.slow += 1;
    this.slots.set(key, slot);
  }

  reading(): { queueCalls: number; slowQueueCalls: number; outgrown: boolean } {
    this.forgetOld(Math.floor(this.now() / SLOT_MS));
    let calls = 0;
    let slow = 0;
    for (const slot of this.slots.values()) {
      calls += slot.calls;
      slow += slot.slow;
    }
    return {
      queueCalls: calls,
      slowQueueCalls: slow,
      outgrown: calls >= MIN_QUEUE_CALLS && slow > calls * OUTGROWN_SLOW_SHARE,
    };
  }

  private forgetOld(currentKey: number): void {
    const oldest = currentKey - WINDOW_MS / SLOT_MS + 1;
    for (const key of this.slots.keys()) if (key < oldest) this.slots.delete(key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    capacity: { watch: QueueWaitWatch; read: () => CapacityAnswer };
  }
}

/**
 * Times every claim and decision as the operator waited for it (the reply's elapsed time), and shows
 * the reading in the metrics beside the request durations (after installMetrics).
 */
export function installCapacityWatch(app: FastifyInstance, engine: CapacityAnswer['engine']): void {
  const watch = new QueueWaitWatch();
  app.addHook('onResponse', async (request, reply) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (endpoint && QUEUE_CALLS.has(endpoint)) watch.observe(reply.elapsedTime / 1000);
  });
  app.decorate('capacity', { watch, read: () => ({ engine, ...watch.reading() }) });

  const gauge = (name: string, help: string, read: (r: ReturnType<QueueWaitWatch['reading']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [app.metrics.registry],
      collect() {
        this.set(read(watch.reading()));
      },
    });
  gauge(
    'panel_queue_calls_5m',
    'Tomas y decisiones de la cola en los últimos 5 minutos',
    (r) => r.queueCalls,
  );
  gauge('panel_queue_slow_calls_5m', 'De ellas, las que tardaron más de 1 s', (r) => r.slowQueueCalls);
  gauge('panel_capacity_outgrown', '1 si las esperas de la cola dicen que la base quedó chica', (r) =>
    Number(r.outgrown),
  );
}
