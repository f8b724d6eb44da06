import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { bots } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { hashAccessKey } from '../security/access-keys';
import { GATEWAY_MESSAGES } from './gateway-contract';

export interface GatewayBot {
  id: number;
  tenantId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    bot: GatewayBot;
  }
}

/**
 * onRequest hook of the gateway: the `x-bot-key` header names the bot (only its hash is stored) and
 * so its island. A deactivated bot is refused, so the administrator can cut one off at once.
 */
export async function authenticateBot(request: FastifyRequest): Promise<void> {
  const key = request.headers['x-bot-key'];
  if (typeof key !== 'string' || !key || key.length > 200) throw unauthorized(GATEWAY_MESSAGES.badKey);
  const [bot] = await request.server.db
    .select({ id: bots.id, tenantId: bots.tenantId, active: bots.active })
    .from(bots)
    .where(eq(bots.gatewayKeyHash, hashAccessKey(key)));
  if (!bot) throw unauthorized(GATEWAY_MESSAGES.badKey);
  if (!bot.active) throw forbidden(GATEWAY_MESSAGES.botInactive);
  request.bot = { id: bot.id, tenantId: bot.tenantId };
}
