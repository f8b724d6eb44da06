import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createSecretBox } from '../security/secret-box';
import { AppError, badRequest } from '../errors';
import { refuseUnsafeText } from '../http/text-input';
import { authenticateBot } from './gateway-auth';
import {
  depositAccountAnswer,
  depositAccountQuery,
  GATEWAY_MESSAGES as M,
  gatewayPlayerAnswer,
  gatewayPlayerBody,
  gatewayIslandAnswer,
  gatewayStateAnswer,
  gatewayStateBody,
  MAX_RECEIPT_BYTES,
  receiptCreatedAnswer,
  receiptFields,
} from './gateway-contract';
import {
  depositAccountFor,
  findOrCreatePlayer,
  intakeReceipt,
  islandForBot,
  saveBotState,
} from './gateway-service';

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
 * The chatbot gateway (docs/features/bots.md): what each bot process calls, authenticated by its own key
 * (`x-bot-key`), always inside the bot's island.
 */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    platform: app.platform,
    files: app.files,
    secrets: createSecretBox(app.appConfig.secretsKey),
  };

  await app.register(
    async (scope) => {
      const gateway = scope.withTypeProvider<ZodTypeProvider>();
      await gateway.register(multipart);
      gateway.decorateRequest('bot', null as never);
      gateway.addHook('onRequest', authenticateBot);
      // Key auth above (header x-bot-key), not a panel session.
      const config = { public: true } as const;
      const tags = ['bot-gateway'];

      gateway.post(
        '/receipts',
        {
          schema: {
            tags,
            summary: 'El BOT entrega un comprobante (multipart: file, phone, amount, ocr?, bankAccountId?)',
            consumes: ['multipart/form-data'],
            response: { 201: receiptCreatedAnswer },
          },
          config,
        },
        async (request, reply) => {
          const upload = await readUpload(request);
          const parsed = receiptFields.safeParse(upload.fields);
          if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
          refuseUnsafeText(parsed.data); // the OCR texts come out of a JSON field
          const id = await intakeReceipt(deps, request.bot, { bytes: upload.bytes, fields: parsed.data });
          await app.realtime.publish(request.bot.tenantId, 'news');
          return reply.status(201).send({ id });
        },
      );

      gateway.post(
        '/clients',
        {
          schema: {
            tags,
            summary: 'Busca al jugador por teléfono o lo crea (usuario según docs/features/players.md)',
            body: gatewayPlayerBody,
            response: { 200: gatewayPlayerAnswer, 201: gatewayPlayerAnswer },
          },
          config,
        },
        async (request, reply) => {
          const found = await findOrCreatePlayer(deps, request.bot, request.body);
          return reply.status(found.created ? 201 : 200).send(found);
        },
      );

      gateway.get(
        '/deposit-account',
        {
          schema: {
            tags,
            summary: 'Cuenta a la que el jugador debe transferir ese monto (respeta los límites del banco)',
            querystring: depositAccountQuery,
            response: { 200: depositAccountAnswer },
          },
          config,
        },
        async (request) => ({ account: await depositAccountFor(app.db, request.bot, request.query.amount) }),
      );

      gateway.get(
        '/island',
        {
          schema: {
            tags,
            summary: 'Flujos, respuestas y números ignorados de la isla del BOT',
            response: { 200: gatewayIslandAnswer },
          },
          config,
        },
        async (request) => islandForBot(app.db, request.bot),
      );

      gateway.post(
        '/state',
        {
          schema: {
            tags,
            summary: 'El BOT informa su estado (0, 1, 2) y su QR actual',
            body: gatewayStateBody,
            response: { 200: gatewayStateAnswer },
          },
          config,
        },
        async (request) => {
          await saveBotState(app.db, request.bot, request.body.state, request.body.qr);
          return { message: M.stateSaved, state: request.body.state };
        },
      );
    },
    { prefix: '/gateway' },
  );
};
