import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as dashboard } from '@panel/domain/dashboard/dashboard-endpoints';
import { PLAYER_LIST_COLUMNS, PLAYER_LIST_FILE } from '@panel/domain/dashboard/dashboard-stats';
import { asText, exportPages, sendCsv } from '../csv/csv';
import { serve } from '../http/serve-endpoint';
import { playerListQuery, type ListedPlayer } from './dashboard-queries';
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
      exportPages(
        app,
        (page) => playerListQuery(caller.tenantId, query.list, query.range, page),
        (player: ListedPlayer) => [player.panelUsername, asText(player.phone), player.createdAt],
      ),
    ),
  );
};
