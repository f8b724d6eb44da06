import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as dashboard } from '@panel/domain/dashboard/dashboard-endpoints';
import { PLAYER_LIST_COLUMNS, PLAYER_LIST_FILE } from '@panel/domain/dashboard/dashboard-stats';
import { sendCsvText } from '../csv/csv';
import { csvColumns } from '../csv/csv-columns';
import { largeCsv } from '../csv/large-csv';
import { serve } from '../http/serve-endpoint';
import { playerListQuery, type ListedPlayer } from './player-lists';
import { playersStats, loadsStats, operatorsStats, transactionsStats, valuesStats } from './summary-queries';
import { withdrawalsStats } from './withdrawal-stats';

/** A Clientes list's CSV columns, in PLAYER_LIST_COLUMNS' order. */
const PLAYER_LIST_CSV = csvColumns<ListedPlayer>({
  panelUsername: 'text',
  phone: 'keptAsText',
  createdDay: 'isoDay',
});

/** The dashboard (docs/features/dashboard.md): every figure is of the caller's island. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  // Every call here is a heavy read: a card, one statement over the summaries, waits for its turn
  // while operators are served; a list's CSV waits again before each chunk (heavy-reads.ts).
  app.addHook('preHandler', async (request) => {
    await app.giveWay(request);
  });

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

  serve(app, dashboard.withdrawals, async ({ caller, body }) =>
    withdrawalsStats(app.readDb, caller.tenantId, body.value),
  );

  serve(app, dashboard.playerList, async (request, reply) => {
    const { caller, query } = request;
    return sendCsvText(
      reply,
      PLAYER_LIST_FILE,
      largeCsv(app, request, PLAYER_LIST_COLUMNS, PLAYER_LIST_CSV, (page) =>
        playerListQuery(caller.tenantId, query.list, query.range, page),
      ),
    );
  });
};
