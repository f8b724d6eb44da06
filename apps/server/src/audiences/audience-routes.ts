import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREENS } from '@panel/domain/roles';
import {
  AUDIENCE_MESSAGES,
  audienceBody,
  audienceClientsPage,
  audienceClientsQuery,
  audienceCountAnswer,
  audienceDeletedAnswer,
  audienceFiltersQuery,
  audienceSavedAnswer,
  audienceView,
} from '@panel/domain/audiences/audience-rules';
import { idParams } from '../http/schemas';
import { countAudienceClients } from './audience-queries';
import { audienceClientsCsv, audienceClientsJsonPage } from './audience-export';
import {
  createAudience,
  deleteAudience,
  listAudiences,
  readAudience,
  updateAudience,
} from './audience-service';

/** Audiences ('Público', docs/features/audiences.md): rol 1 only, always inside the caller's island. */
export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = SCREENS.audiences.roles;
  const tags = ['audiences'];

  app.get(
    '/audiences',
    {
      schema: { tags, summary: 'Públicos de la isla', response: { 200: z.array(audienceView) } },
      config: { roles },
    },
    async (request) => listAudiences(app.db, request.caller.tenantId),
  );

  app.post(
    '/audiences',
    {
      schema: { tags, summary: 'Crear público', body: audienceBody, response: { 201: audienceSavedAnswer } },
      config: { roles },
    },
    async (request, reply) => {
      const audience = await createAudience(app.db, request.caller, request.body);
      return reply.status(201).send({ message: AUDIENCE_MESSAGES.created, audience });
    },
  );

  app.get(
    '/audiences/:id',
    {
      schema: { tags, summary: 'Un público', params: idParams, response: { 200: audienceView } },
      config: { roles },
    },
    async (request) => readAudience(app.db, request.caller.tenantId, request.params.id),
  );

  app.put(
    '/audiences/:id',
    {
      schema: {
        tags,
        summary: 'Editar público',
        params: idParams,
        body: audienceBody,
        response: { 200: audienceSavedAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const audience = await updateAudience(app.db, request.caller, request.params.id, request.body);
      return { message: AUDIENCE_MESSAGES.updated, audience };
    },
  );

  app.delete(
    '/audiences/:id',
    {
      schema: { tags, summary: 'Borrar público', params: idParams, response: { 200: audienceDeletedAnswer } },
      config: { roles },
    },
    async (request) => {
      await deleteAudience(app.db, request.caller, request.params.id);
      return { message: AUDIENCE_MESSAGES.deleted };
    },
  );

  app.get(
    '/audience/audience-clients-preview-count',
    {
      schema: {
        tags,
        summary: 'Alcance: cuántos jugadores cumplen los filtros',
        querystring: audienceFiltersQuery,
        response: { 200: audienceCountAnswer },
      },
      config: { roles },
    },
    async (request) => ({
      count: await countAudienceClients(app.db, request.caller.tenantId, request.query, new Date()),
    }),
  );

  app.get(
    '/audience/audience-clients-preview-data',
    {
      schema: {
        tags,
        summary: 'Jugadores que cumplen los filtros: una página JSON, o todos en CSV con format=csv',
        querystring: audienceClientsQuery,
        // A CSV answer is a stream, which Fastify sends without the JSON serializer.
        response: { 200: audienceClientsPage },
      },
      config: { roles },
    },
    async (request, reply) => {
      const { tenantId } = request.caller;
      if (request.query.format === 'csv') return audienceClientsCsv(app.db, reply, tenantId, request.query);
      return audienceClientsJsonPage(app.db, tenantId, request.query);
    },
  );
};
