import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import {
  BOT_MESSAGES,
  botBody,
  botCreatedAnswer,
  botDeletedAnswer,
  botKeyAnswer,
  botList,
  botSavedAnswer,
  botView,
} from '@panel/domain/bots/bot-rules';
import { botQrReply, botRestartReply } from '@panel/domain/bots/bot-contract';
import { idParams } from '../http/schemas';
import {
  createBot,
  deleteBot,
  listBots,
  readBot,
  readBotQr,
  restartBot,
  rotateBotKey,
  toggleBot,
  updateBot,
} from './bot-service';

/** Bots (docs/features/bots.md): rol 1 only. The QR and restart calls reach the bot process at its url. */
const roles = SCREENS.bots.roles;
const tags = ['bots'];

export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bots',
    { schema: { tags, summary: 'Bots de todas las islas', response: { 200: botList } }, config: { roles } },
    async () => listBots(app.db),
  );

  app.get(
    '/bots/:id',
    {
      schema: { tags, summary: 'Un bot', params: idParams, response: { 200: botView } },
      config: { roles },
    },
    async (request) => readBot(app.db, request.params.id),
  );

  app.post(
    '/bots',
    {
      schema: {
        tags,
        summary: 'Nuevo bot; la respuesta trae su clave del gateway, que no se vuelve a mostrar',
        body: botBody,
        response: { 201: botCreatedAnswer },
      },
      config: { roles },
    },
    async (request, reply) => {
      const { bot, key } = await createBot(app.db, request.caller, request.body);
      return reply.status(201).send({ message: BOT_MESSAGES.created, bot, key });
    },
  );

  app.post(
    '/bots/:id',
    {
      schema: {
        tags,
        summary: 'Editar bot',
        params: idParams,
        body: botBody,
        response: { 200: botSavedAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const bot = await updateBot(app.db, request.caller, request.params.id, request.body);
      return { message: BOT_MESSAGES.saved, bot };
    },
  );

  app.post(
    '/bots/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Activar o desactivar bot',
        params: idParams,
        response: { 200: botSavedAnswer },
      },
      config: { roles },
    },
    async (request) => toggleBot(app.db, request.caller, request.params.id),
  );

  app.post(
    '/bots/:id/key',
    {
      schema: {
        tags,
        summary: 'Nueva clave del gateway para el bot (la anterior deja de funcionar)',
        params: idParams,
        response: { 200: botKeyAnswer },
      },
      config: { roles },
    },
    async (request) => ({
      message: BOT_MESSAGES.keyRotated,
      key: await rotateBotKey(app.db, request.caller, request.params.id),
    }),
  );

  app.delete(
    '/bots/:id',
    {
      schema: {
        tags,
        summary: 'Borrar bot (no el asignado a su isla)',
        params: idParams,
        response: { 200: botDeletedAnswer },
      },
      config: { roles },
    },
    async (request) => {
      await deleteBot(app.db, request.caller, request.params.id);
      return { message: BOT_MESSAGES.deleted };
    },
  );

  app.get(
    '/bots/:id/qr',
    {
      schema: {
        tags,
        summary: 'QR del bot, pedido al bot en su URL (502 si no responde en 5 s)',
        params: idParams,
        response: { 200: botQrReply },
      },
      config: { roles },
    },
    async (request) => readBotQr(app.db, request.params.id),
  );

  app.post(
    '/restart/:id',
    {
      schema: {
        tags,
        summary: 'Reiniciar el bot; responde el mensaje del bot',
        params: idParams,
        response: { 200: botRestartReply },
      },
      config: { roles },
    },
    async (request) => ({ message: await restartBot(app.db, request.caller, request.params.id) }),
  );
};
