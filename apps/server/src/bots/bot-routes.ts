import type { FastifyPluginAsync } from 'fastify';
import { botEndpoints as bots } from '@panel/domain/bots/bot-endpoints';
import { BOT_MESSAGES } from '@panel/domain/bots/bot-rules';
import { BOT_COLUMNS } from '@panel/domain/bots/bot-list';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
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
export const botRoutes: FastifyPluginAsync = async (app) => {
  serve(app, bots.export, async (request, reply) =>
    sendListCsv(reply, 'bots.csv', await listBots(app.db), BOT_COLUMNS, request.query),
  );

  serve(app, bots.list, async () => listBots(app.db));

  serve(app, bots.read, async (request) => readBot(app.db, request.params.id));

  // Internal addresses a bot URL may name (BOT_URL_ALLOW_PRIVATE; bots/bot-address.ts).
  const allowed = app.appConfig.botUrlAllowPrivate ?? [];

  serve(app, bots.create, async (request) => {
    const { bot, key } = await createBot(app.db, request.caller, request.body, allowed);
    return { message: BOT_MESSAGES.created, bot, key };
  });

  serve(app, bots.update, async (request) => {
    const bot = await updateBot(app.db, request.caller, request.params.id, request.body, allowed);
    return { message: BOT_MESSAGES.saved, bot };
  });

  serve(app, bots.toggle, async (request) => toggleBot(app.db, request.caller, request.params.id));

  serve(app, bots.rotateKey, async (request) => ({
    message: BOT_MESSAGES.keyRotated,
    key: await rotateBotKey(app.db, request.caller, request.params.id),
  }));

  serve(app, bots.delete, async (request) => {
    await deleteBot(app.db, request.caller, request.params.id);
    return { message: BOT_MESSAGES.deleted };
  });

  serve(app, bots.qr, async (request) => readBotQr(app.db, request.params.id, allowed));

  serve(app, bots.restart, async (request) => ({
    message: await restartBot(app.db, request.caller, request.params.id, allowed),
  }));
};
