import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createSecretBox } from '../security/secret-box';
import { HTTP_LIMIT_DEFAULTS } from '../config';
import { AppError, badRequest } from '../errors';
import { refuseUnsafeText } from '../http/text-input';
import { readUpload } from '../http/multipart-upload';
import { serve } from '../http/serve-endpoint';
import { installationName } from '../http/rate-limit-store';
import { afterReceiptArrived } from '../checker/arrival-hooks';
import { GATEWAY_MESSAGES as M, receiptFields } from '@panel/domain/bot-gateway/gateway-contract';
import { gatewayEndpoints as gateway } from '@panel/domain/bot-gateway/gateway-endpoints';
import {
  depositAccountFor,
  findOrCreatePlayer,
  intakeReceipt,
  islandForBot,
  saveBotState,
} from './gateway-service';
import { uploadSlotsFor } from './upload-slots';

/**
 * The chatbot gateway (docs/features/bots.md 'Bot gateway'): what each bot process calls, authenticated by
 * its own key (`x-bot-key`, checked by http/machine-keys.ts), always inside the bot's island.
 */
export const gatewayRoutes: FastifyPluginAsync = async (app) => {
  const deps = {
    db: app.db,
    platform: app.platform,
    files: app.files,
    realtime: app.realtime,
    secrets: createSecretBox(app.appConfig.secretsKey),
  };

  // A scope of its own keeps the multipart parser to the gateway's routes.
  await app.register(async (scope) => {
    await scope.register(multipart);

    // Uploads in flight per bot key (README GATEWAY_UPLOADS_PER_BOT): one key cannot hold every
    // connection and the file work with slow or many parallel uploads, on any instance.
    const { databaseUrl, httpLimits } = app.appConfig;
    const slots = uploadSlotsFor({
      redis: app.limitsRedis,
      installation: installationName(databaseUrl),
      limits: httpLimits ?? HTTP_LIMIT_DEFAULTS,
      log: app.log,
    });

    serve(scope, gateway.uploadReceipt, async (request) => {
      const release = await slots.take(request.bot.id);
      if (!release) throw new AppError(429, M.tooManyUploads);
      try {
        return await receiveReceipt(request);
      } finally {
        await release();
      }
    });

    async function receiveReceipt(request: FastifyRequest) {
      const upload = await readUpload(request);
      const parsed = receiptFields.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      refuseUnsafeText(parsed.data); // the OCR texts come out of a JSON field
      const id = await intakeReceipt(deps, request.bot, { bytes: upload.bytes, fields: parsed.data });
      await afterReceiptArrived(app, request.bot.tenantId, id);
      app.reading.nudge();
      return { id };
    }

    serve(scope, gateway.findOrCreatePlayer, async (request, reply) => {
      const found = await findOrCreatePlayer(deps, request.bot, request.body);
      return reply.status(found.created ? 201 : 200).send(found);
    });

    serve(scope, gateway.depositAccount, async (request) => ({
      account: await depositAccountFor(app.db, request.bot, request.query.amount),
    }));

    serve(scope, gateway.island, async (request) => islandForBot(app.db, request.bot));

    serve(scope, gateway.state, async (request) => {
      await saveBotState(app.db, request.bot, request.body.state, request.body.qr);
      return { message: M.stateSaved, state: request.body.state };
    });
  });
};
