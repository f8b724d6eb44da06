import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { HttpLimits } from '../config';

/** Gives the slot back; called once, when the upload ends however it ends. */
export type ReleaseSlot = () => Promise<void>;

/**
 * Places for uploads in flight per bot key (README GATEWAY_UPLOADS_PER_BOT): `take` answers a
 * release when the bot has a free place, null when it already holds `uploadsPerBot`.
 */
export interface UploadSlots {
  take(botId: number): Promise<ReleaseSlot | null>;
}

/** One instance's own count: enough without RATE_LIMIT_REDIS_URL, where each instance counts alone. */
export function memorySlots(limit: number): UploadSlots {
  const uploading = new Map<number, number>();
  return {
    async take(botId) {
      const inFlight = uploading.get(botId) ?? 0;
      if (inFlight >= limit) return null;
      uploading.set(botId, inFlight + 1);
      return async () => {
        const left = (uploading.get(botId) ?? 1) - 1;
        if (left > 0) uploading.set(botId, left);
        else uploading.delete(botId);
      };
    },
  };
}

/**
 * A lease per upload in a sorted set per bot key, scored by when it runs out (Redis's own clock, so
 * the instances' clocks never matter): expired leases go first, then a new one is added only below
 * the limit, all in one script so two instances never both take the last place.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** The key of a bot's leases; keys are named after the installation as the rate limits' are. */
export const uploadSlotsKey = (installation: string, botId: number) => `panel-up:${installation}:${botId}`;

/**
 * Places counted in Redis, once for every instance (docs/architecture.md, "Growing past one machine").
 * A lease lasts `leaseMs`, so the places of an instance that dies mid-upload come back by themselves.
 * A Redis that is away lets the upload through (logged), as the rate limits do.
 */
export function redisSlots(
  redis: Redis,
  options: { limit: number; leaseMs: number; installation: string; log: FastifyInstance['log'] },
): UploadSlots {
  const letThrough = (error: unknown) => {
    options.log.warn({ err: error }, 'subidas por bot: Redis no responde, la subida pasa sin contar');
    return async () => undefined;
  };
  return {
    async take(botId) {
      const key = uploadSlotsKey(options.installation, botId);
      const lease = randomUUID();
      let taken: unknown;
      try {
        taken = await redis.eval(TAKE_SCRIPT, 1, key, options.limit, options.leaseMs, lease);
      } catch (error) {
        return letThrough(error);
      }
      if (taken !== 1) return null;
      return async () => {
        try {
          await redis.zrem(key, lease);
        } catch (error) {
          // The lease runs out by itself.
          options.log.warn({ err: error }, 'subidas por bot: Redis no responde al devolver el lugar');
        }
      };
    },
  };
}

/**
 * The lease outlives the longest an upload's body may take (HTTP_REQUEST_TIMEOUT_MS) by this, for
 * storing the file and its receipt afterwards.
 */
export const LEASE_AFTER_BODY_MS = 60_000;

/**
 * The gateway's places: in the limits' Redis (RATE_LIMIT_REDIS_URL, connected by the routes) when
 * there is one, otherwise in this instance.
 */
export function uploadSlotsFor(options: {
  redis: Redis | undefined;
  installation: string;
  limits: HttpLimits;
  log: FastifyInstance['log'];
}): UploadSlots {
  const { redis, limits } = options;
  if (!redis) return memorySlots(limits.uploadsPerBot);
  return redisSlots(redis, {
    limit: limits.uploadsPerBot,
    leaseMs: limits.requestTimeoutMs + LEASE_AFTER_BODY_MS,
    installation: options.installation,
    log: options.log,
  });
}
