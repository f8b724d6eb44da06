import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import { PLATFORM_MESSAGES, platformKeyAnswer } from '@panel/domain/ledger/platform-webhook';
import { idParams } from '../http/schemas';
import { rotateIslandKey } from './island-service';

/**
 * An administrator rotates the key the island's gaming platform signs its webhook calls with; it sits
 * beside the intake key's rotation (island-routes.ts), as both are keys of an island.
 */
export const platformKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['platform'];

  app.post(
    '/tenants/:id/platformkey',
    {
      schema: {
        tags,
        summary: 'Nueva clave del webhook de la plataforma de juego (se muestra una sola vez)',
        params: idParams,
        response: { 200: platformKeyAnswer },
      },
      config: { roles: SCREENS.islands.roles },
    },
    async (request) => {
      const key = await rotateIslandKey(app.db, request.caller, request.params.id, 'platform');
      return { key, message: PLATFORM_MESSAGES.keyShown };
    },
  );
};
