import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREENS } from '@panel/domain/roles';
import {
  IRESPONSE_MESSAGES,
  iresponseBody,
  iresponseList,
  iresponseSavedAnswer,
} from '@panel/domain/iresponses/iresponse-rules';
import { idParams } from '../http/schemas';
import { listIresponses, updateIresponse } from './iresponse-service';

const islandParams = z.object({ islandId: idParams.shape.id });
const replyParams = islandParams.extend({ id: idParams.shape.id });

/** Editar mensajes (docs/features/iresponses.md). */
export const iresponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: SCREENS.iresponses.roles };
  const tags = ['iresponses'];

  app.get(
    '/iresponses/:islandId',
    {
      schema: {
        tags,
        summary: 'Respuestas del chatbot de una isla',
        params: islandParams,
        response: { 200: iresponseList },
      },
      config,
    },
    async (request) => listIresponses(app.db, request.caller, request.params.islandId),
  );

  app.post(
    '/iresponses/:islandId/:id',
    {
      schema: {
        tags,
        summary: 'Actualizar una respuesta del chatbot',
        params: replyParams,
        body: iresponseBody,
        response: { 200: iresponseSavedAnswer },
      },
      config,
    },
    async (request) => {
      const { islandId, id } = request.params;
      const item = await updateIresponse(app.db, request.caller, islandId, id, request.body);
      return { message: IRESPONSE_MESSAGES.saved, item };
    },
  );
};
