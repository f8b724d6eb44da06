import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import { ISLAND_MESSAGES, islandBody, islandFlowsBody } from '@panel/domain/islands/island-rules';
import {
  intakeKeyAnswer,
  islandDeletedAnswer,
  islandList,
  islandSavedAnswer,
  islandView,
} from '@panel/domain/islands/island-view';
import { idParams } from '../http/schemas';
import { createSecretBox } from '../security/secret-box';
import {
  createIsland,
  deleteIsland,
  listIslands,
  readIsland,
  rotateIslandKey,
  setIslandFlows,
  toggleIsland,
  updateIsland,
} from './island-service';

/** Islas (docs/features/islands.md): rol 1 manages every island. */
export const islandRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = createSecretBox(app.appConfig.secretsKey);
  const config = { roles: SCREENS.islands.roles };
  const tags = ['tenants'];

  app.get(
    '/tenants',
    { schema: { tags, summary: 'Islas', response: { 200: islandList } }, config },
    async () => listIslands(app.db),
  );

  app.post(
    '/tenants',
    {
      schema: { tags, summary: 'Nueva isla', body: islandBody, response: { 201: islandSavedAnswer } },
      config,
    },
    async (request, reply) => {
      const island = await createIsland(app.db, box, request.caller, request.body);
      return reply.code(201).send({ message: ISLAND_MESSAGES.created, island });
    },
  );

  app.get(
    '/tenants/:id',
    { schema: { tags, summary: 'Una isla', params: idParams, response: { 200: islandView } }, config },
    async (request) => readIsland(app.db, request.params.id),
  );

  app.post(
    '/tenants/:id',
    {
      schema: {
        tags,
        summary: 'Editar isla (contraseñas vacías: sin cambios)',
        params: idParams,
        body: islandBody,
        response: { 200: islandSavedAnswer },
      },
      config,
    },
    async (request) => {
      const island = await updateIsland(app.db, box, request.caller, request.params.id, request.body);
      return { message: ISLAND_MESSAGES.saved, island };
    },
  );

  app.delete(
    '/tenants/:id',
    {
      schema: {
        tags,
        summary: 'Borrar una isla sin usuarios ni jugadores',
        params: idParams,
        response: { 200: islandDeletedAnswer },
      },
      config,
    },
    async (request) => {
      await deleteIsland(app.db, request.caller, request.params.id);
      return { message: ISLAND_MESSAGES.deleted };
    },
  );

  app.post(
    '/tenants/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Activar o desactivar una isla',
        params: idParams,
        response: { 200: islandSavedAnswer },
      },
      config,
    },
    async (request) => {
      const island = await toggleIsland(app.db, request.caller, request.params.id);
      return {
        message: island.active ? ISLAND_MESSAGES.activated : ISLAND_MESSAGES.deactivated,
        island,
      };
    },
  );

  app.post(
    '/tenants/:id/flows',
    {
      schema: {
        tags,
        summary: 'Encender o apagar flujos del chatbot (cada interruptor se guarda al hacer clic)',
        params: idParams,
        body: islandFlowsBody,
        response: { 200: islandSavedAnswer },
      },
      config,
    },
    async (request) => {
      const island = await setIslandFlows(app.db, request.caller, request.params.id, request.body);
      return { message: ISLAND_MESSAGES.flowSaved, island };
    },
  );

  app.post(
    '/tenants/:id/intakekey',
    {
      schema: {
        tags,
        summary: 'Nueva clave de notificaciones bancarias (se muestra una sola vez)',
        params: idParams,
        response: { 200: intakeKeyAnswer },
      },
      config,
    },
    async (request) => {
      const key = await rotateIslandKey(app.db, request.caller, request.params.id, 'intake');
      return { key, message: ISLAND_MESSAGES.intakeKeyShown };
    },
  );
};
