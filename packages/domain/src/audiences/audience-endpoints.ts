import { audienceListQuery } from './audience-list';
import { z } from 'zod';
import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import {
  audienceBody,
  audiencePlayersPage,
  audiencePlayersQuery,
  audienceCountAnswer,
  audienceDeletedAnswer,
  audienceFiltersQuery,
  audienceSavedAnswer,
  audienceView,
} from './audience-rules';

/** Audiences ('Público', docs/features/audiences.md): rol 1 only, always inside the caller's island. */
const access = { roles: SCREENS.audiences.roles };
const tag = 'audiences';

const audience = {
  noun: 'Audience',
  path: '/api/audiences',
  body: audienceBody,
  list: z.array(audienceView),
  view: audienceView,
  saved: audienceSavedAnswer,
  deleted: audienceDeletedAnswer,
} as const;

export const audienceEndpoints = defineEndpointsWith({ tag, access })({
  ...crudEndpoints(audience, {
    list: { summary: 'Públicos de la isla' },
    export: { rows: 'Públicos', query: audienceListQuery },
    create: { summary: 'Crear público' },
    read: { summary: 'Un público' },
    update: { summary: 'Editar público', method: 'PUT' },
    delete: { summary: 'Borrar público' },
  }),
  previewCount: {
    operationId: 'countAudiencePlayers',
    method: 'GET',
    path: '/api/audience/audience-clients-preview-count',
    summary: 'Alcance: cuántos jugadores cumplen los filtros',
    query: audienceFiltersQuery,
    answers: { 200: audienceCountAnswer },
  },
  /**
   * One status, two bodies: a JSON page, or with format=csv the whole list as a CSV stream, which
   * Fastify sends without the JSON serializer; the web downloads that one.
   */
  previewData: {
    operationId: 'listAudiencePlayers',
    method: 'GET',
    path: '/api/audience/audience-clients-preview-data',
    summary: 'Jugadores que cumplen los filtros: una página JSON, o todos en CSV con format=csv',
    query: audiencePlayersQuery,
    answers: { 200: audiencePlayersPage },
  },
});
