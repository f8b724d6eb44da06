import type { EndpointContract } from '../http/endpoint';
import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import { ignoredNumberListQuery } from './ignored-number-list';
import {
  ignoredDeletedAnswer,
  ignoredListAnswer,
  ignoredNumberBody,
  ignoredSavedAnswer,
} from './ignored-number-rules';

/** Numeros Ignorados (docs/features/ignored-numbers.md), scoped to the caller's island. */
const tag = 'ignored-numbers';
const access = { roles: SCREENS.ignoredNumbers.roles };

export const ignoredNumberEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listIgnoredNumbers',
    method: 'GET',
    path: '/api/ignore',
    summary: 'Números ignorados de la isla',
    answers: { 200: ignoredListAnswer },
  },
  export: listExport('exportIgnoredNumbers', '/api/ignore', 'Números ignorados', ignoredNumberListQuery),
  add: {
    operationId: 'addIgnoredNumber',
    method: 'POST',
    path: '/api/ignore',
    summary: 'Ignorar un número',
    body: ignoredNumberBody,
    answers: { 201: ignoredSavedAnswer },
    errors: [422],
  },
  remove: {
    operationId: 'removeIgnoredNumber',
    method: 'DELETE',
    path: '/api/ignore/{id}',
    summary: 'Dejar de ignorar un número',
    answers: { 200: ignoredDeletedAnswer },
  },
});

/**
 * The spec writes the list as GET /api/ignore/, with its slash, and both spellings answer. The alias
 * is served from its own contract but stays out of the registry (api-endpoints.ts): the OpenAPI
 * document leaves it out as ambiguous beside /api/ignore (docs/api-contracts.md).
 */
export const ignoredNumberListAlias = {
  ...ignoredNumberEndpoints.list,
  operationId: 'listIgnoredNumbersWithSlash',
  path: '/api/ignore/',
} as const satisfies EndpointContract;
