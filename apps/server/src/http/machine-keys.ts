import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { GatewayBot, MachineCaller } from '@panel/domain/auth/caller';
import type { MachineKey } from '@panel/domain/http/endpoint';
import { MACHINE_KEY_HEADERS, MACHINE_KEY_MESSAGES as M } from '@panel/domain/http/machine-keys';
import { bots, islands } from '../db/schema';
import { AppError, forbidden, unauthorized } from '../errors';
import { hashAccessKey } from '../security/access-keys';

/**
 * The one check of the keys an island gives its programs: the bots' gateway key, the bank
 * notifier's intake key and the gaming platform's webhook key (docs/api-contracts.md 'Machine keys').
 * Only a key's SHA-256 is stored, so the key is looked up by its hash.
 */

/** Calls per minute one key may make: a bot and a notifier speak per player, the platform per bet. */
export const MACHINE_CALLS_PER_MINUTE: Record<MachineKey, number> = { bot: 600, intake: 600, platform: 6000 };
/** Wrong or missing keys per minute from one address before it is told to wait. */
export const BAD_KEYS_PER_MINUTE = 20;
const MINUTE = 60_000;
/** Longer than any key the server makes; a longer header is not looked up. */
const MAX_KEY_LENGTH = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses the call unless it carries a valid, unthrottled key of an active island (and bot). */
    checkMachineKey(request: FastifyRequest, reply: FastifyReply, key: MachineKey): Promise<void>;
  }
  interface FastifyRequest {
    /** Set for routes a machine key calls: whose key it is. */
    machine: MachineCaller;
    /** Set for routes the bot key calls. */
    bot: GatewayBot;
  }
}

interface KeyOwner {
  tenantId: number;
  islandActive: boolean;
  /** The bot key's bot; null for the island keys. */
  bot: { id: number; active: boolean } | null;
}

async function ownerOf(app: FastifyInstance, key: MachineKey, hash: string): Promise<KeyOwner | null> {
  if (key === 'bot') {
    const [row] = await app.db
      .select({ id: bots.id, active: bots.active, tenantId: bots.tenantId, islandActive: islands.active })
      .from(bots)
      .innerJoin(islands, eq(islands.id, bots.tenantId))
      .where(eq(bots.gatewayKeyHash, hash));
    return row ? { tenantId: row.tenantId, islandActive: row.islandActive, bot: row } : null;
  }
  const column = key === 'intake' ? islands.intakeKeyHash : islands.platformKeyHash;
  const [row] = await app.db
    .select({ id: islands.id, active: islands.active })
    .from(islands)
    .where(eq(column, hash));
  return row ? { tenantId: row.id, islandActive: row.active, bot: null } : null;
}

/**
 * Decorates the app with `checkMachineKey`, which the API scope's access control runs on every
 * route whose contract names a machine key (http/access-control.ts). Needs @fastify/rate-limit.
 */
export function installMachineKeyCheck(app: FastifyInstance): void {
  app.decorateRequest('machine', null as never);
  app.decorateRequest('bot', null as never);
  // Wrong keys count per address; a valid key counts only against itself, so a misconfigured
  // program never locks out the right ones behind the same address.
  const badKeys = limiter(app, BAD_KEYS_PER_MINUTE, (request) => `machine-bad-key|${request.ip}`);
  const callsOf = (key: MachineKey) =>
    limiter(
      app,
      MACHINE_CALLS_PER_MINUTE[key],
      (request) => `machine|${key}|${request.machine.tenantId}|${request.bot?.id ?? ''}`,
    );
  const calls = { bot: callsOf('bot'), intake: callsOf('intake'), platform: callsOf('platform') };

  async function refuseBadKey(request: FastifyRequest, reply: FastifyReply, key: MachineKey): Promise<never> {
    await badKeys(request, reply, M.tooManyBadKeys);
    throw unauthorized(M.badKey[key]);
  }

  app.decorate('checkMachineKey', async (request: FastifyRequest, reply: FastifyReply, key: MachineKey) => {
    const given = request.headers[MACHINE_KEY_HEADERS[key]];
    if (typeof given !== 'string' || !given || given.length > MAX_KEY_LENGTH) {
      return refuseBadKey(request, reply, key);
    }
    const owner = await ownerOf(request.server, key, hashAccessKey(given));
    if (!owner) return refuseBadKey(request, reply, key);
    request.machine = { key, tenantId: owner.tenantId };
    if (owner.bot) request.bot = { id: owner.bot.id, tenantId: owner.tenantId };
    await calls[key](request, reply, M.tooManyCalls);
    if (!owner.islandActive) throw forbidden(M.islandInactive);
    if (owner.bot && !owner.bot.active) throw forbidden(M.botInactive);
  });
}

/** Counts one call in its bucket; past `max` a minute, a 429 with the wait in `retry-after`. */
function limiter(app: FastifyInstance, max: number, keyGenerator: (request: FastifyRequest) => string) {
  const count = app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator });
  return async (request: FastifyRequest, reply: FastifyReply, message: string): Promise<void> => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, message);
  };
}
