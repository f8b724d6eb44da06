import type { FastifyPluginAsync } from 'fastify';
import { islandEndpoints as islands } from '@panel/domain/islands/island-endpoints';
import { PLATFORM_MESSAGES } from '@panel/domain/ledger/platform-webhook';
import { serve } from '../http/serve-endpoint';
import { rotateIslandKey } from './island-service';

/**
 * An administrator rotates the key the island's gaming platform signs its webhook calls with; it sits
 * beside the intake key's rotation (island-routes.ts), as both are keys of an island.
 */
export const platformKeyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, islands.rotatePlatformKey, async (request) => {
    const key = await rotateIslandKey(app.db, request.caller, request.params.id, 'platform');
    return { key, message: PLATFORM_MESSAGES.keyShown };
  });
};
