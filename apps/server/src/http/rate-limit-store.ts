import type { FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits' Redis (RATE_LIMIT_REDIS_URL), one connection per instance; unset without it. */
    limitsRedis: Redis | undefined;
  }
}

/**
 * The instance's one connection to the limits' Redis (RATE_LIMIT_REDIS_URL), shared by the rate
 * limits and the gateway's upload slots. It gives up quickly, logs when Redis is away and is dropped
 * when the app closes: counters and leases need no graceful goodbye, and one to a Redis that is away
 * would wait for it.
 */
export function connectLimitsRedis(app: FastifyInstance, url: string | undefined): void {
  const redis = url
    ? new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'límites: Redis no responde'));
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  app.decorate('limitsRedis', redis);
}

/**
 * Where @fastify/rate-limit counts the sign-in attempts and the machine-key calls
 * (docs/architecture.md, "Growing past one machine"). With RATE_LIMIT_REDIS_URL every instance
 * counts in that Redis, so a limit holds across instances; otherwise each counts in its memory.
 * Keys are prefixed by the database's name, so two installations sharing a Redis never mix counts.
 * A Redis that is away lets calls through (logged) rather than stop sign-in and the gateway.
 */
export function rateLimitStore(
  app: FastifyInstance,
  config: Pick<AppConfig, 'databaseUrl'>,
): Partial<RateLimitPluginOptions> {
  const redis = app.limitsRedis;
  if (!redis) return {};
  return { redis, nameSpace: `panel-rl:${installationName(config.databaseUrl)}:`, skipOnError: true };
}

/** The database a set of instances shares, naming its keys in a Redis other installations may share. */
export function installationName(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'pglite';
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
