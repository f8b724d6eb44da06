import { z } from 'zod';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { idParams } from '../http/id-params';
import { SCREENS } from '../roles';
import { iresponseBody, iresponseList, iresponseSavedAnswer } from './iresponse-rules';

const islandParams = z.object({ islandId: idParams.shape.id });
const replyParams = islandParams.extend({ id: idParams.shape.id });

/** Editar mensajes (docs/features/iresponses.md): the chatbot's replies of one island. */
const access = { roles: SCREENS.iresponses.roles };
const tag = 'iresponses';

export const iresponseEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listIresponses',
    method: 'GET',
    path: '/api/iresponses/{islandId}',
    summary: 'Respuestas del chatbot de una isla',
    params: islandParams,
    answers: { 200: iresponseList },
  },
  update: {
    operationId: 'updateIresponse',
    method: 'POST',
    path: '/api/iresponses/{islandId}/{id}',
    summary: 'Actualizar una respuesta del chatbot',
    params: replyParams,
    body: iresponseBody,
    answers: { 200: iresponseSavedAnswer },
    // 422: a message to players naming a value it does not have (docs/features/player-messages.md).
    errors: [404, 422],
  },
});
