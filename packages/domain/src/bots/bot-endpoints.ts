import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS, SCREENS } from '../roles';
import { botQrReply, botRestartReply } from './bot-contract';
import {
  botBody,
  botCreatedAnswer,
  botDeletedAnswer,
  botKeyAnswer,
  botList,
  botSavedAnswer,
  botView,
} from './bot-rules';
import { botListQuery } from './bot-list';
import { botStateAnswer } from './bot-state';

/**
 * Bots (docs/features/bots.md): rol 1 only. The QR and restart calls reach the bot process at its
 * url. Every role sees the state of its own island's bot.
 */
const access = { roles: SCREENS.bots.roles };
const tag = 'bots';

const bot = {
  noun: 'Bot',
  path: '/api/bots',
  body: botBody,
  list: botList,
  view: botView,
  saved: botSavedAnswer,
  deleted: botDeletedAnswer,
} as const;

export const botEndpoints = defineEndpointsWith({ tag, access })({
  ...crudEndpoints(bot, {
    list: { summary: 'Bots de todas las islas' },
    export: { rows: 'Bots', query: botListQuery },
    read: { summary: 'Un bot' },
    create: {
      summary: 'Nuevo bot; la respuesta trae su clave del gateway, que no se vuelve a mostrar',
      answers: { 201: botCreatedAnswer },
      errors: [404],
    },
    update: { summary: 'Editar bot' },
    delete: { summary: 'Borrar bot (no el asignado a su isla)', errors: [404, 422] },
    toggle: { summary: 'Activar o desactivar bot' },
  }),
  rotateKey: {
    operationId: 'rotateBotKey',
    method: 'POST',
    path: '/api/bots/{id}/key',
    summary: 'Nueva clave del gateway para el bot (la anterior deja de funcionar)',
    answers: { 200: botKeyAnswer },
  },
  qr: {
    operationId: 'readBotQr',
    method: 'GET',
    path: '/api/bots/{id}/qr',
    summary: 'QR del bot, pedido al bot en su URL (502 si no responde en 5 s)',
    answers: { 200: botQrReply },
    errors: [404, 422, 502],
  },
  restart: {
    operationId: 'restartBot',
    method: 'POST',
    path: '/api/restart/{id}',
    summary: 'Reiniciar el bot; responde el mensaje del bot',
    answers: { 200: botRestartReply },
    errors: [404, 422, 502],
  },
  islandState: {
    operationId: 'readIslandBotState',
    method: 'GET',
    path: '/api/this/botstate',
    summary: 'Estado del bot asignado a la isla del usuario',
    access: { roles: ACCESS.everyone },
    answers: { 200: botStateAnswer },
  },
});
