import type { FastifyPluginAsync } from 'fastify';
import { iresponseEndpoints as iresponses } from '@panel/domain/iresponses/iresponse-endpoints';
import { IRESPONSE_MESSAGES } from '@panel/domain/iresponses/iresponse-rules';
import { serve } from '../http/serve-endpoint';
import { listIresponses, updateIresponse } from './iresponse-service';

/** Editar mensajes (docs/features/iresponses.md). */
export const iresponseRoutes: FastifyPluginAsync = async (app) => {
  serve(app, iresponses.list, async (request) =>
    listIresponses(app.db, request.caller, request.params.islandId),
  );

  serve(app, iresponses.update, async (request) => {
    const { islandId, id } = request.params;
    const item = await updateIresponse(app.db, request.caller, islandId, id, request.body);
    return { message: IRESPONSE_MESSAGES.saved, item };
  });
};
