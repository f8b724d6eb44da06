import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { platformKeyAnswer } from '../ledger/platform-webhook';
import { ACCESS, SCREENS } from '../roles';
import { islandBody, islandFlowsBody } from './island-rules';
import {
  intakeKeyAnswer,
  islandDeletedAnswer,
  islandList,
  islandSavedAnswer,
  islandView,
} from './island-view';
import { islandListQuery } from './island-list';
import { thisIslandAnswer } from './this-island';

/**
 * Islas (docs/features/islands.md): rol 1 manages every island and rotates its machine keys; every
 * signed-in user reads the island shown in the header.
 */
const tag = 'islands';
const admins = { roles: SCREENS.islands.roles };

const island = {
  noun: 'Island',
  path: '/api/tenants',
  body: islandBody,
  list: islandList,
  view: islandView,
  saved: islandSavedAnswer,
  deleted: islandDeletedAnswer,
} as const;

export const islandEndpoints = defineEndpointsWith({ tag, access: admins })({
  current: {
    operationId: 'readCurrentIsland',
    method: 'GET',
    path: '/api/this/tenants',
    summary: 'Isla del usuario actual',
    access: { roles: ACCESS.everyone },
    answers: { 200: thisIslandAnswer },
    errors: [404],
  },
  ...crudEndpoints(island, {
    list: { summary: 'Islas' },
    export: { rows: 'Islas', query: islandListQuery },
    create: { summary: 'Nueva isla', errors: [422] },
    read: { summary: 'Una isla' },
    update: { summary: 'Editar isla (contraseñas vacías: sin cambios)', errors: [404, 422] },
    delete: { summary: 'Borrar una isla sin usuarios ni jugadores', errors: [404, 422] },
    toggle: { summary: 'Activar o desactivar una isla' },
  }),
  setFlows: {
    operationId: 'setIslandFlows',
    method: 'POST',
    path: '/api/tenants/{id}/flows',
    summary: 'Encender o apagar flujos del chatbot (cada interruptor se guarda al hacer clic)',
    body: islandFlowsBody,
    answers: { 200: islandSavedAnswer },
  },
  rotateIntakeKey: {
    operationId: 'rotateIslandIntakeKey',
    method: 'POST',
    path: '/api/tenants/{id}/intakekey',
    summary: 'Nueva clave de notificaciones bancarias (se muestra una sola vez)',
    answers: { 200: intakeKeyAnswer },
  },
  rotatePlatformKey: {
    operationId: 'rotateIslandPlatformKey',
    method: 'POST',
    path: '/api/tenants/{id}/platformkey',
    summary: 'Nueva clave del webhook de la plataforma de juego (se muestra una sola vez)',
    answers: { 200: platformKeyAnswer },
  },
});
