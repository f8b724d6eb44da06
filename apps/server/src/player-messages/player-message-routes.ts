import type { FastifyPluginAsync } from 'fastify';
import { playerMessageEndpoints as messages } from '@panel/domain/player-messages/player-message-endpoints';
import { serve } from '../http/serve-endpoint';
import { acknowledgeMessage, takeMessages } from './message-outbox';

/** The bot's side of the messages to players (docs/features/player-messages.md 'Gateway calls'). */
export const playerMessageRoutes: FastifyPluginAsync = async (app) => {
  serve(app, messages.take, async (request) => ({
    items: await takeMessages(app.db, request.bot.tenantId, request.body.limit),
  }));

  serve(app, messages.acknowledge, async (request) =>
    acknowledgeMessage(app.db, request.bot.tenantId, request.params.id, request.body),
  );
};
