import type { FastifyPluginAsync } from 'fastify';
import {
  ignoredNumberEndpoints as ignored,
  ignoredNumberListAlias,
} from '@panel/domain/ignored-numbers/ignored-number-endpoints';
import { IGNORED_NUMBER_COLUMNS } from '@panel/domain/ignored-numbers/ignored-number-list';
import { IGNORED_NUMBER_MESSAGES } from '@panel/domain/ignored-numbers/ignored-number-rules';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
import { addIgnored, listIgnored, removeIgnored } from './ignored-number-service';

/** Numeros Ignorados (docs/features/ignored-numbers.md), scoped to the caller's island. */
export const ignoredNumberRoutes: FastifyPluginAsync = async (app) => {
  // The spec writes GET /api/ignore/ with its slash; both spellings answer.
  for (const list of [ignoredNumberListAlias, ignored.list]) {
    serve(app, list, async (request) => ({ items: await listIgnored(app.db, request.caller) }));
  }

  serve(app, ignored.export, async (request, reply) => {
    const rows = await listIgnored(app.db, request.caller);
    return sendListCsv(reply, 'numeros-ignorados.csv', rows, IGNORED_NUMBER_COLUMNS, request.query);
  });

  serve(app, ignored.add, async (request) => {
    const item = await addIgnored(app.db, request.caller, request.body.phone);
    return { message: IGNORED_NUMBER_MESSAGES.added(item.phone), item };
  });

  serve(app, ignored.remove, async (request) => {
    const item = await removeIgnored(app.db, request.caller, request.params.id);
    return { message: IGNORED_NUMBER_MESSAGES.removed(item.phone) };
  });
};
