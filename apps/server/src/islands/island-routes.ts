import type { FastifyPluginAsync } from 'fastify';
import { islandEndpoints as islands } from '@panel/domain/islands/island-endpoints';
import { ISLAND_MESSAGES } from '@panel/domain/islands/island-rules';
import { ISLAND_COLUMNS } from '@panel/domain/islands/island-list';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
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
export const islandRoutes: FastifyPluginAsync = async (app) => {
  const box = createSecretBox(app.appConfig.secretsKey);

  serve(app, islands.export, async (request, reply) =>
    sendListCsv(reply, 'islas.csv', await listIslands(app.db), ISLAND_COLUMNS, request.query),
  );

  serve(app, islands.list, async () => listIslands(app.db));

  serve(app, islands.create, async (request) => {
    const island = await createIsland(app.db, box, request.caller, request.body);
    return { message: ISLAND_MESSAGES.created, island };
  });

  serve(app, islands.read, async (request) => readIsland(app.db, request.params.id));

  serve(app, islands.update, async (request) => {
    const island = await updateIsland(app.db, box, request.caller, request.params.id, request.body);
    return { message: ISLAND_MESSAGES.saved, island };
  });

  serve(app, islands.delete, async (request) => {
    await deleteIsland(app.db, request.caller, request.params.id);
    return { message: ISLAND_MESSAGES.deleted };
  });

  serve(app, islands.toggle, async (request) => {
    const island = await toggleIsland(app.db, request.caller, request.params.id);
    return {
      message: island.active ? ISLAND_MESSAGES.activated : ISLAND_MESSAGES.deactivated,
      island,
    };
  });

  serve(app, islands.setFlows, async (request) => {
    const island = await setIslandFlows(app.db, request.caller, request.params.id, request.body);
    return { message: ISLAND_MESSAGES.flowSaved, island };
  });

  serve(app, islands.rotateIntakeKey, async (request) => {
    const key = await rotateIslandKey(app.db, request.caller, request.params.id, 'intake');
    return { key, message: ISLAND_MESSAGES.intakeKeyShown };
  });
};
