import { audienceListQuery } from './audience-list';
import { z } from 'zod';
import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
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

export const audienceEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listAudiences',
    method: 'GET',
    path: '/api/audiences',
    summary: 'Públicos de la isla',
    answers: { 200: z.array(audienceView) },
  },
  export: listExport('exportAudiences', '/api/audiences', 'Públicos', audienceListQuery),
  create: {
    operationId: 'createAudience',
    method: 'POST',
    path: '/api/audiences',
    summary: 'Crear público',
    body: audienceBody,
    answers: { 201: audienceSavedAnswer },
  },
  read: {
    operationId: 'readAudience',
    method: 'GET',
    path: '/api/audiences/{id}',
    summary: 'Un público',
    answers: { 200: audienceView },
  },
  update: {
    operationId: 'updateAudience',
    method: 'PUT',
    path: '/api/audiences/{id}',
    summary: 'Editar público',
    body: audienceBody,
    answers: { 200: audienceSavedAnswer },
  },
  delete: {
    operationId: 'deleteAudience',
    method: 'DELETE',
    path: '/api/audiences/{id}',
    summary: 'Borrar público',
    answers: { 200: audienceDeletedAnswer },
  },
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
