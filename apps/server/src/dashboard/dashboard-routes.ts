import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as dashboard } from '@panel/domain/dashboard/dashboard-endpoints';
import { PLAYER_LIST_COLUMNS, PLAYER_LIST_FILE } from '@panel/domain/dashboard/dashboard-stats';
import { asText, exportPageSize, keysetPages, sendCsv } from '../csv/csv';
import { serve } from '../http/serve-endpoint';
import { playerListPage } from './dashboard-queries';
import { playersStats, loadsStats, operatorsStats, transactionsStats, valuesStats } from './summary-queries';

/** The dashboard (docs/features/dashboard.md): every figure is of the caller's island. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  serve(app, dashboard.loads, async ({ caller, body }) =>
    loadsStats(app.readDb, caller.tenantId, body.value, body.options ?? 'Cargas'),
  );

  serve(app, dashboard.transactions, async ({ caller, body }) =>
    transactionsStats(app.readDb, caller.tenantId, body.value),
  );

  serve(app, dashboard.values, async ({ caller, body }) =>
    valuesStats(app.readDb, caller.tenantId, body.value),
  );

  serve(app, dashboard.clients, async ({ caller, body }) =>
    playersStats(app.readDb, caller.tenantId, body.value),
  );

  serve(app, dashboard.operators, async ({ caller, body }) =>
    operatorsStats(app.readDb, caller.tenantId, body.value),
  );

  serve(app, dashboard.playerList, async ({ caller, query }, reply) =>
    sendCsv(
      reply,
      PLAYER_LIST_FILE,
      PLAYER_LIST_COLUMNS,
      keysetPages(
        (afterId, limit) =>
          playerListPage(app.readDb, caller.tenantId, query.list, query.range, afterId, limit),
        (player) => [player.panelUsername, asText(player.phone), player.createdAt],
        exportPageSize(app.appConfig),
      ),
    ),
  );
};
