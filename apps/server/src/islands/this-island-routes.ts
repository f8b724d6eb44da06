import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { islands } from '../db/schema';
import { notFound } from '../errors';
import { serve } from '../http/serve-endpoint';

export const thisIslandRoutes: FastifyPluginAsync = async (app) => {
  /** The header's island; `items` are the islands the caller may pick (all for rol 1, else its own). */
  serve(app, islandEndpoints.current, async (request) => {
    const { tenantId, rol } = request.caller;
    const [island] = await app.db
      .select({ id: islands.id, name: islands.name, url: islands.url, prefix: islands.prefix })
      .from(islands)
      .where(eq(islands.id, tenantId));
    if (!island) throw notFound('No se encontró la isla');
    const items =
      rol === 1
        ? await app.db.select({ id: islands.id, name: islands.name }).from(islands).orderBy(asc(islands.name))
        : [{ id: island.id, name: island.name }];
    return { islandata: island, islanID: island.id, items };
  });
};
