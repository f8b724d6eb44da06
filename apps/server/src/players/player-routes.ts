import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREENS } from '@panel/domain/roles';
import {
  PLAYER_MESSAGES,
  playerListBody,
  playerSearchQuery,
  depositBody,
  historyBody,
  newPlayerBody,
  passwordBody,
  payBody,
} from '@panel/domain/players/player-rules';
import {
  playerListAnswer,
  playerPageAnswer,
  playerCreatedAnswer,
  playerSavedAnswer,
  fundsAnswer,
  historyAnswer,
  passwordActionAnswer,
  movementAnswer,
} from '@panel/domain/players/player-view';
import { MAX_LENGTH } from '@panel/domain/constants';
import { idParams } from '../http/schemas';
import { createSecretBox } from '../security/secret-box';
import {
  createPlayer,
  findPlayers,
  funds,
  history,
  listPlayersCreated,
  moveMoney,
  passwordAction,
  setBonusBlock,
  type PlayerDeps,
} from './player-service';

/** Cajeros (docs/features/players.md): players, credit, bonus block, passwords, history. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlayerDeps = {
    db: app.db,
    platform: app.platform,
    secrets: createSecretBox(app.appConfig.secretsKey),
  };
  const config = { roles: SCREENS.cashiers.roles };
  const tags = ['clients'];

  app.get(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Clientes de la isla (los más nuevos; ?search= por usuario, teléfono o nombre)',
        querystring: playerSearchQuery,
        response: { 200: playerListAnswer },
      },
      config,
    },
    async (request) => ({ items: await findPlayers(app.db, request.caller, request.query.search) }),
  );

  app.post(
    '/clients/list',
    {
      schema: {
        tags,
        summary: 'Clientes creados en un rango de fechas',
        body: playerListBody,
        response: { 200: playerPageAnswer },
      },
      config,
    },
    async (request) => listPlayersCreated(app.db, request.caller, request.body.value, request.body.page),
  );

  app.post(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Nuevo cliente (usuario: prefijo + 4 letras del nombre + 4 últimos dígitos del teléfono)',
        body: newPlayerBody,
        response: { 201: playerCreatedAnswer },
      },
      config,
    },
    async (request, reply) => {
      const created = await createPlayer(
        deps,
        { tenantId: request.caller.tenantId, ...request.body },
        request.caller,
      );
      return reply
        .code(201)
        .send({ message: PLAYER_MESSAGES.created(created.client.panelUsername), ...created });
    },
  );

  app.post(
    '/clients/deposit',
    {
      schema: { tags, summary: 'Cargar saldo', body: depositBody, response: { 200: movementAnswer } },
      config,
    },
    async (request) => moveMoney(deps, request.caller, 'deposit', request.body),
  );

  app.post(
    '/clients/pay',
    {
      schema: {
        tags,
        summary: 'Retirar saldo (no más que el saldo)',
        body: payBody,
        response: { 200: movementAnswer },
      },
      config,
    },
    async (request) => moveMoney(deps, request.caller, 'pay', request.body),
  );

  for (const [path, block] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    app.post(
      `/clients/:id/${path}`,
      {
        schema: {
          tags,
          summary: block ? 'Bloquear el bonus' : 'Desbloquear el bonus',
          params: idParams,
          response: { 200: playerSavedAnswer },
        },
        config,
      },
      async (request) => setBonusBlock(app.db, request.caller, request.params.id, block),
    );
  }

  app.post(
    '/clients/password/:id',
    {
      schema: {
        tags,
        summary:
          "Restablecer la contraseña y desbloquear ('reset', por defecto) o solo desbloquear ('unlock')",
        params: idParams,
        body: passwordBody,
        response: { 200: passwordActionAnswer },
      },
      config,
    },
    async (request) => passwordAction(deps, request.caller, request.params.id, request.body.action),
  );

  app.post(
    '/clients/history',
    {
      schema: {
        tags,
        summary: 'Historial de movimientos, de a 10, del más nuevo al más viejo',
        body: historyBody,
        response: { 200: historyAnswer },
      },
      config,
    },
    async (request) => history(deps, request.caller, request.body),
  );

  app.get(
    '/clients/getfunds/:panelUsername',
    {
      schema: {
        tags,
        summary: 'Saldo (items[0].balance) y últimos movimientos de un cliente',
        params: z.object({ panelUsername: z.string().trim().min(1).max(MAX_LENGTH.username) }),
        response: { 200: fundsAnswer },
      },
      config,
    },
    async (request) => funds(deps, request.caller, request.params.panelUsername),
  );
};
