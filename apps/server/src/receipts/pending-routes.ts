import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import { pendingIdsAnswer } from '@panel/domain/receipts/pending';
import { pendingIds } from './receipt-queries';

export const pendingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The review queue, oldest first; its length is the header's pending total. */
  app.get(
    '/pendingids',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Ids de comprobantes pendientes de la isla',
        response: { 200: pendingIdsAnswer },
      },
      config: { roles: SCREENS.checker.roles },
    },
    async (request) => pendingIds(app.db, request.caller.tenantId),
  );
};
