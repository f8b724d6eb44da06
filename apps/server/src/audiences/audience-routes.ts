import type { FastifyPluginAsync } from 'fastify';
import { audienceEndpoints as audiences } from '@panel/domain/audiences/audience-endpoints';
import { AUDIENCE_MESSAGES } from '@panel/domain/audiences/audience-rules';
import { AUDIENCE_COLUMNS, AUDIENCE_CSV_COLUMNS } from '@panel/domain/audiences/audience-list';
import { applyListQuery } from '@panel/domain/lists/list-columns';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
import { countAudiencePlayers } from './audience-queries';
import { audiencePlayersCsv, audiencePlayersJsonPage } from './audience-export';
import {
  createAudience,
  deleteAudience,
  listAudiences,
  readAudience,
  updateAudience,
} from './audience-service';

/** Audiences ('Público', docs/features/audiences.md): always inside the caller's island. */
export const audienceRoutes: FastifyPluginAsync = async (app) => {
  serve(app, audiences.list, async (request) => listAudiences(app.db, request.caller.tenantId));

  // The rows the list shows for this order and search (docs/features/lists.md), each range's ends apart.
  serve(app, audiences.export, async (request, reply) => {
    const shown = applyListQuery(
      await listAudiences(app.db, request.caller.tenantId),
      AUDIENCE_COLUMNS,
      request.query,
    );
    return sendListCsv(reply, 'publicos.csv', shown, AUDIENCE_CSV_COLUMNS, {});
  });

  serve(app, audiences.create, async (request) => {
    const audience = await createAudience(app.db, request.caller, request.body);
    return { message: AUDIENCE_MESSAGES.created, audience };
  });

  serve(app, audiences.read, async (request) =>
    readAudience(app.db, request.caller.tenantId, request.params.id),
  );

  serve(app, audiences.update, async (request) => {
    const audience = await updateAudience(app.db, request.caller, request.params.id, request.body);
    return { message: AUDIENCE_MESSAGES.updated, audience };
  });

  serve(app, audiences.delete, async (request) => {
    await deleteAudience(app.db, request.caller, request.params.id);
    return { message: AUDIENCE_MESSAGES.deleted };
  });

  serve(app, audiences.previewCount, async (request) => ({
    count: await countAudiencePlayers(app.readDb, request.caller.tenantId, request.query, new Date()),
  }));

  // With format=csv a download the web opens through a signed link (http/access-control.ts).
  const csvByLink = { config: { signedDownload: true } };
  serve(
    app,
    audiences.previewData,
    async (request, reply) => {
      const { tenantId } = request.caller;
      if (request.query.format === 'csv')
        return audiencePlayersCsv(app, request, reply, tenantId, request.query);
      return audiencePlayersJsonPage(app.readDb, tenantId, request.query);
    },
    csvByLink,
  );
};
