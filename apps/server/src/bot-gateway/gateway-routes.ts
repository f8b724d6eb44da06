import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createSecretBox } from '../security/secret-box';
import { HTTP_LIMIT_DEFAULTS } from '../config';
import { AppError, badRequest } from '../errors';
import { refuseUnsafeText } from '../http/text-input';
import { serve } from '../http/serve-endpoint';
import { installationName } from '../http/rate-limit-store';
import { afterReceiptArrived } from '../checker/arrival-hooks';
import {
  GATEWAY_MESSAGES as M,
  MAX_RECEIPT_BYTES,
  receiptFields,
} from '@panel/domain/bot-gateway/gateway-contract';
import { gatewayEndpoints as gateway } from '@panel/domain/bot-gateway/gateway-endpoints';
import {
  depositAccountFor,
  findOrCreatePlayer,
  intakeReceipt,
  islandForBot,
  saveBotState,
} from './gateway-service';
import { uploadSlotsFor } from './upload-slots';

const MULTIPART_ERRORS: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError(413, M.fileTooBig),
  FST_INVALID_MULTIPART_CONTENT_TYPE: badRequest(M.notMultipart),
  FST_PARTS_LIMIT: badRequest(M.tooManyParts),
  FST_FILES_LIMIT: badRequest(M.tooManyParts),
  FST_FIELDS_LIMIT: badRequest(M.tooManyParts),
  FST_PROTO_VIOLATION: badRequest(M.tooManyParts),
  FST_MP_PREMATURE_CLOSE: badRequest(M.fileIncomplete),
};

/** Reads the whole multipart body: the `file` part into memory (at most 10 MB) and the text fields. */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Anything else the parser throws (a bad boundary, a cut or garbled part) is the body's fault.
    throw (code && MULTIPART_ERRORS[code]) || (error instanceof AppError ? error : badRequest(M.malformed));
  }
  refuseUnsafeText(fields);
  return { bytes, fields };
}

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
