import type { FastifyPluginAsync } from 'fastify';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import { serve } from '../http/serve-endpoint';
import { islandBotState } from './bot-service';

export const botStateRoutes: FastifyPluginAsync = async (app) => {
  serve(app, botEndpoints.islandState, async (request) => islandBotState(app.db, request.caller.tenantId));
};
