import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { ACCESS } from '@panel/domain/roles';
import { thisIslandAnswer } from '@panel/domain/islands/this-island';
import { islands } from '../db/schema';
import { notFound } from '../errors';

export const thisIslandRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The header's island; `items` are the islands the caller may pick (all for rol 1, else its own). */
  app.get(
    '/this/tenants',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Isla del usuario actual',
        response: { 200: thisIslandAnswer },
      },
      config: { roles: ACCESS.everyone },
    },
    async (request) => {
      const { tenantId, rol } = request.caller;
      const [island] = await app.db
        .select({ id: islands.id, name: islands.name, url: islands.url, prefix: islands.prefix })
        .from(islands)
        .where(eq(islands.id, tenantId));
      if (!island) throw notFound('No se encontró la isla');
      const items =
        rol === 1
          ? await app.db
              .select({ id: islands.id, name: islands.name })
              .from(islands)
              .orderBy(asc(islands.name))
          : [{ id: island.id, name: island.name }];
      return { islandata: island, islanID: island.id, items };
    },
  );
};
