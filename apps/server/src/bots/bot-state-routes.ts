import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ACCESS } from '@panel/domain/roles';
import { botStateAnswer } from '@panel/domain/bots/bot-state';
import type { BotState } from '@panel/domain/constants';
import { botStates, bots, islands } from '../db/schema';

/** An island with no bot, or a bot that never reported, shows as 'Apagado'. */
const OFF: BotState = 2;

export const botStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/this/botstate',
    {
      schema: {
        tags: ['bots'],
        summary: 'Estado del bot asignado a la isla del usuario',
        response: { 200: botStateAnswer },
      },
      config: { roles: ACCESS.everyone },
    },
    async (request) => {
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
      };
    },
  );
};
