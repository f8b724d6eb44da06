import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { operationEndpoints as operations } from '@panel/domain/operations/operation-endpoints';
import { capacityEndpoints } from '@panel/domain/operations/capacity-endpoints';
import { migrationsFolder, queryRows } from '../db/connection';
import { DATABASE_UNAVAILABLE } from '../db/errors';
import { AppError, notFound, unauthorized } from '../errors';
import { serve } from '../http/serve-endpoint';
import { OPERATIONS_MESSAGES } from './texts';

/** The newest migration this build ships (drizzle's journal): ready means the database has it. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** For load balancers, orchestrators and Prometheus (README 'Operations'): no session, nothing secret. */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  const latest = latestMigration();

  serve(app, operations.health, async () => ({ status: 'ok' }));

  serve(app, operations.ready, async (_request, reply) => {
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
  });

  // Rol 1's warning that the installation has outgrown its database (README 'Capacity').
  serve(app, capacityEndpoints.read, async () => app.capacity.read());

  serve(app, operations.metrics, async (request, reply) => {
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
  });
};
