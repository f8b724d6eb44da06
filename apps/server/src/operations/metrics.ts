import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/connection';
import { receipts } from '../db/schema';

export interface Metrics {
  registry: Registry;
  /** Receipt decisions taken on this instance, by status (approve, rejected, notfound). */
  receiptDecisions: Counter<'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * The Prometheus figures of this instance (README 'Operations'): request durations by route and
 * status, the PostgreSQL pool, pending receipts per island, decisions, realtime sockets and Node's
 * own process metrics. A registry per app, so several apps in one process (tests) keep theirs apart.
 */
export function installMetrics(app: FastifyInstance, database: Pick<Database, 'poolStats'>): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'panel_http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP por ruta y estado',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL, so ids in paths do not make a series each.
        route: request.routeOptions.url ?? 'sin_ruta',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = (
    name: string,
    help: string,
    read: (s: { total: number; idle: number; waiting: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  // PostgreSQL only: the embedded database is one in-process connection, with no pool to report.
  if (database.poolStats()) {
    pool('panel_db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL', (s) => s.total);
    pool('panel_db_pool_in_use', 'Conexiones del pool en uso', (s) => s.total - s.idle);
    pool('panel_db_pool_waiting', 'Solicitudes esperando una conexión libre del pool', (s) => s.waiting);
  }

  new Gauge({
    name: 'panel_receipts_pending',
    help: 'Comprobantes pendientes por isla',
    labelNames: ['island_id'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await app.db
          .select({ tenantId: receipts.tenantId, pending: count() })
          .from(receipts)
          .where(eq(receipts.status, 'pending'))
          .groupBy(receipts.tenantId);
        for (const row of rows) this.set({ island_id: String(row.tenantId) }, row.pending);
      } catch (error) {
        // The other figures still answer while the database is away.
        app.log.warn({ err: error }, 'metrics: no se pudieron contar los comprobantes pendientes');
      }
    },
  });

  new Gauge({
    name: 'panel_realtime_connections',
    help: 'Sockets en tiempo real autenticados en esta instancia',
    registers: [registry],
    collect() {
      this.set(app.realtime.connections());
    },
  });

  const receiptDecisions = new Counter({
    name: 'panel_receipt_decisions_total',
    help: 'Decisiones sobre comprobantes tomadas en esta instancia, por estado',
    labelNames: ['status'] as const,
    registers: [registry],
  });

  app.decorate('metrics', { registry, receiptDecisions });
}
