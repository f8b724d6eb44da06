import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import {
  IGNORED_NUMBER_MESSAGES,
  ignoredNumberBody,
  ignoredDeletedAnswer,
  ignoredListAnswer,
  ignoredSavedAnswer,
} from '@panel/domain/ignored-numbers/ignored-number-rules';
import { idParams } from '../http/schemas';
import { addIgnored, listIgnored, removeIgnored } from './ignored-number-service';

/** Numeros Ignorados (docs/features/ignored-numbers.md), scoped to the caller's island. */
export const ignoredNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: SCREENS.ignoredNumbers.roles };
  const tags = ['ignore'];

  // The spec writes GET /api/ignore/ with its slash; both spellings answer.
  for (const url of ['/ignore/', '/ignore']) {
    app.get(
      url,
      {
        schema: { tags, summary: 'Números ignorados de la isla', response: { 200: ignoredListAnswer } },
        config,
      },
      async (request) => ({ items: await listIgnored(app.db, request.caller) }),
    );
  }

  app.post(
    '/ignore',
    {
      schema: {
        tags,
        summary: 'Ignorar un número',
        body: ignoredNumberBody,
        response: { 201: ignoredSavedAnswer },
      },
      config,
    },
    async (request, reply) => {
      const item = await addIgnored(app.db, request.caller, request.body.phone);
      return reply.code(201).send({ message: IGNORED_NUMBER_MESSAGES.added(item.phone), item });
    },
  );

  app.delete(
    '/ignore/:id',
    {
      schema: {
        tags,
        summary: 'Dejar de ignorar un número',
        params: idParams,
        response: { 200: ignoredDeletedAnswer },
      },
      config,
    },
    async (request) => {
      const item = await removeIgnored(app.db, request.caller, request.params.id);
      return { message: IGNORED_NUMBER_MESSAGES.removed(item.phone) };
    },
  );
};
