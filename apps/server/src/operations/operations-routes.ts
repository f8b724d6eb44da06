import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder, queryRows } from '../db/connection';
import { DATABASE_UNAVAILABLE } from '../db/errors';
import { AppError, notFound, unauthorized } from '../errors';
import { OPERATIONS_MESSAGES } from './texts';

const statusAnswer = z.object({ status: z.string() });

/** The newest migration this build ships (drizzle's journal): ready means the database has it. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * For load balancers, orchestrators and Prometheus (README 'Operations'): no session, nothing secret.
 * /health says the process answers; /ready that the database answers and has every migration.
 */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = latestMigration();
  const tags = ['operations'];

  app.get(
    '/health',
    {
      schema: { tags, summary: 'El proceso responde', response: { 200: statusAnswer } },
      config: { public: true },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'La base de datos responde y tiene todas las migraciones (503 si no)',
        response: { 200: statusAnswer },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      // A database that does not answer throws here and the error handler answers 503.
      const [applied] = await queryRows<{ last: string | null }>(
        app.db,
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      if (Number(applied?.last ?? 0) < latest) {
        reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
        throw new AppError(503, OPERATIONS_MESSAGES.migrationsPending);
      }
      return { status: 'ready' };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'Métricas en formato Prometheus; Authorization: Bearer METRICS_TOKEN',
        produces: ['text/plain'],
      },
      config: { public: true },
    },
    async (request, reply) => {
      const token = app.appConfig.metricsToken;
      // Off unless the operator sets a token: a public endpoint would show load and queue sizes.
      if (!token) throw notFound(OPERATIONS_MESSAGES.metricsDisabled);
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token))) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized(OPERATIONS_MESSAGES.metricsBadToken);
      }
      const registry = app.metrics.registry;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
