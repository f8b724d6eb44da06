import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SCREENS } from '@panel/domain/roles';
import { pendingIdsAnswer } from '@panel/domain/receipts/pending';
import { receipts } from '../db/schema';

export const pendingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The review queue, oldest first; its length is the header's pending total. */
  app.get(
    '/pendingids',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Ids de comprobantes pendientes de la isla',
        response: { 200: pendingIdsAnswer },
      },
      config: { roles: SCREENS.checker.roles },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: receipts.id })
        .from(receipts)
        // The status as a literal, not a parameter: the planner then reads ids in index order
        // instead of sorting (measured 3× faster on PGlite).
        .where(and(eq(receipts.tenantId, request.caller.tenantId), sql`${receipts.status} = 'pending'`))
        .orderBy(asc(receipts.id));
      return rows.map((r) => r.id);
    },
  );
};
