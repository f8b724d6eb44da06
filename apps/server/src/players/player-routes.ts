import type { FastifyPluginAsync } from 'fastify';
import { playerEndpoints as players } from '@panel/domain/players/player-endpoints';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { MY_SHIFT_CSV_HEADER, myShiftCells } from '@panel/domain/players/my-shift';
import { DIRECTORY_CSV_HEADER, directoryCells } from '@panel/domain/players/player-directory';
import { HISTORY_COLUMNS } from '@panel/domain/players/history-list';
import { asText, exportPageSize, keysetPages, sendCsv } from '../csv/csv';
import { serve } from '../http/serve-endpoint';
import { myShift, myShiftPage, toShiftMovement } from './my-shift-queries';
import { saveIdentity, verifyIdentity } from './player-identity';
import { directoryExportPages, directoryPage } from './player-directory-queries';
import { createSecretBox } from '../security/secret-box';
import {
  createPlayer,
  findPlayers,
  funds,
  history,
  historyPages,
  listPlayersCreated,
  moveMoney,
  passwordAction,
  setBonusBlock,
  type PlayerDeps,
} from './player-service';

/** Cajeros (docs/features/players.md): players, credit, bonus block, passwords, history. */
export const playerRoutes: FastifyPluginAsync = async (app) => {
  const deps: PlayerDeps = {
    db: app.db,
    platform: app.platform,
    secrets: createSecretBox(app.appConfig.secretsKey),
  };

  // Mi turno (docs/features/players.md): the caller's own loads and withdrawals.
  serve(app, players.myShift, async (request) =>
    myShift(app.db, request.caller, request.query.range, request.query.page),
  );

  serve(app, players.myShiftCsv, async (request, reply) =>
    sendCsv(
      reply,
      `mi-turno-${request.query.start}.csv`,
      MY_SHIFT_CSV_HEADER,
      keysetPages(myShiftPage(app.db, request.caller, request.query), (row) => [
        ...myShiftCells(toShiftMovement(row)),
      ]),
    ),
  );

  // The players directory (docs/features/players.md 'Directorio'): the caller's island only.
  serve(app, players.directory, async (request) =>
    directoryPage(app.db, request.caller.tenantId, request.query),
  );

  serve(app, players.directoryCsv, async (request, reply) => {
    const pages = directoryExportPages(
      app.db,
      request.caller.tenantId,
      request.query,
      exportPageSize(app.appConfig),
    );
    async function* cells() {
      for await (const rows of pages)
        yield rows.map((row) => {
          const [username, name, phone, ...rest] = directoryCells(row);
          return [username, name, asText(phone), ...rest];
        });
    }
    return sendCsv(reply, 'jugadores.csv', DIRECTORY_CSV_HEADER, cells());
  });

  serve(app, players.search, async (request) => ({
    items: await findPlayers(app.db, request.caller, request.query.search),
  }));

  serve(app, players.listCreated, async (request) =>
    listPlayersCreated(app.db, request.caller, request.body.value, request.body.page),
  );

  serve(app, players.create, async (request) => {
    const created = await createPlayer(
      deps,
      { tenantId: request.caller.tenantId, ...request.body },
      request.caller,
    );
    return { message: PLAYER_MESSAGES.created(created.client.panelUsername), ...created };
  });

  serve(app, players.deposit, async (request) => moveMoney(deps, request.caller, 'deposit', request.body));

  serve(app, players.pay, async (request) => moveMoney(deps, request.caller, 'pay', request.body));

  serve(app, players.saveIdentity, async (request) =>
    saveIdentity(app.db, request.caller.tenantId, request.caller, request.params.id, request.body),
  );

  serve(app, players.verifyIdentity, async (request) =>
    verifyIdentity(app.db, request.caller, request.params.id, request.body),
  );

  for (const [endpoint, block] of [
    [players.blockBonus, true],
    [players.unblockBonus, false],
  ] as const) {
    serve(app, endpoint, async (request) => setBonusBlock(app.db, request.caller, request.params.id, block));
  }

  serve(app, players.password, async (request) =>
    passwordAction(deps, request.caller, request.params.id, request.body.action),
  );

  serve(app, players.history, async (request) => history(deps, request.caller, request.body));

  // Every page of the modal's filters, dates and order (docs/features/lists.md), streamed by key.
  serve(app, players.historyCsv, async (request, reply) => {
    const pages = await historyPages(deps, request.caller, request.query, exportPageSize(app.appConfig));
    async function* lines() {
      for await (const page of pages) yield page.map((m) => HISTORY_COLUMNS.map((column) => column.value(m)));
    }
    return sendCsv(
      reply,
      `historial-${request.query.username}.csv`,
      HISTORY_COLUMNS.map((column) => column.label),
      lines(),
    );
  });

  serve(app, players.funds, async (request) => funds(deps, request.caller, request.params.panelUsername));
};
