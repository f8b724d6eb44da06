import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
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

export const botEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listBots',
    method: 'GET',
    path: '/api/bots',
    summary: 'Bots de todas las islas',
    answers: { 200: botList },
  },
  export: listExport('exportBots', '/api/bots', 'Bots', botListQuery),
  read: {
    operationId: 'readBot',
    method: 'GET',
    path: '/api/bots/{id}',
    summary: 'Un bot',
    answers: { 200: botView },
  },
  create: {
    operationId: 'createBot',
    method: 'POST',
    path: '/api/bots',
    summary: 'Nuevo bot; la respuesta trae su clave del gateway, que no se vuelve a mostrar',
    body: botBody,
    answers: { 201: botCreatedAnswer },
    errors: [404],
  },
  update: {
    operationId: 'updateBot',
    method: 'POST',
    path: '/api/bots/{id}',
    summary: 'Editar bot',
    body: botBody,
    answers: { 200: botSavedAnswer },
  },
  toggle: {
    operationId: 'toggleBot',
    method: 'POST',
    path: '/api/bots/{id}/toggle',
    summary: 'Activar o desactivar bot',
    answers: { 200: botSavedAnswer },
  },
  rotateKey: {
    operationId: 'rotateBotKey',
    method: 'POST',
    path: '/api/bots/{id}/key',
    summary: 'Nueva clave del gateway para el bot (la anterior deja de funcionar)',
    answers: { 200: botKeyAnswer },
  },
  delete: {
    operationId: 'deleteBot',
    method: 'DELETE',
    path: '/api/bots/{id}',
    summary: 'Borrar bot (no el asignado a su isla)',
    answers: { 200: botDeletedAnswer },
    errors: [404, 422],
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
