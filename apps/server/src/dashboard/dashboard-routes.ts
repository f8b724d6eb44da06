import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as dashboard } from '@panel/domain/dashboard/dashboard-endpoints';
import { CLIENT_LIST_COLUMNS, CLIENT_LIST_FILE } from '@panel/domain/dashboard/dashboard-stats';
import { asText, keysetPages, sendCsv } from '../csv/csv';
import { serve } from '../http/serve-endpoint';
import {
  clientListPage,
  clientsStats,
  loadsStats,
  operatorsStats,
  transactionsStats,
  valuesStats,
} from './dashboard-queries';

/** The dashboard (docs/features/dashboard.md): every figure is of the caller's island. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  serve(app, dashboard.loads, async ({ caller, body }) =>
    loadsStats(app.db, caller.tenantId, body.value, body.options ?? 'Cargas'),
  );

  serve(app, dashboard.transactions, async ({ caller, body }) =>
    transactionsStats(app.db, caller.tenantId, body.value),
  );

  serve(app, dashboard.values, async ({ caller, body }) => valuesStats(app.db, caller.tenantId, body.value));

  serve(app, dashboard.clients, async ({ caller, body }) =>
    clientsStats(app.db, caller.tenantId, body.value),
  );

  serve(app, dashboard.operators, async ({ caller, body }) =>
    operatorsStats(app.db, caller.tenantId, body.value),
  );

  serve(app, dashboard.clientList, async ({ caller, query }, reply) =>
    sendCsv(
      reply,
      CLIENT_LIST_FILE,
      CLIENT_LIST_COLUMNS,
      keysetPages(
        (afterId, limit) => clientListPage(app.db, caller.tenantId, query.list, query.range, afterId, limit),
        (player) => [player.panelUsername, asText(player.phone), player.createdAt],
      ),
    ),
  );
};
