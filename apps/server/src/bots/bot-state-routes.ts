import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import { isStaleReport } from '@panel/domain/bots/bot-state';
import type { BotState } from '@panel/domain/constants';
import { botStates, bots, islands } from '../db/schema';
import { serve } from '../http/serve-endpoint';

/** An island with no bot, or a bot that never reported, shows as 'Apagado'. */
const OFF: BotState = 2;

export const botStateRoutes: FastifyPluginAsync = async (app) => {
  serve(app, botEndpoints.islandState, async (request) => {
    const [row] = await app.db
      .select({ name: bots.name, state: botStates.state, updatedAt: botStates.updatedAt })
      .from(islands)
      .innerJoin(bots, eq(bots.id, islands.botId))
      .leftJoin(botStates, eq(botStates.botId, bots.id))
      .where(eq(islands.id, request.caller.tenantId));
    const reported = row?.state;
    const state: BotState = reported === 0 || reported === 1 ? reported : OFF;
    return {
      state,
      botName: row?.name ?? null,
      updatedAt: row?.updatedAt?.toISOString() ?? null,
      stale: isStaleReport(row?.updatedAt, Date.now()),
    };
  });
};
