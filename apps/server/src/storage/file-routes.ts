import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { forbidden, notFound } from '../errors';
import { fileLinkValid } from './signed-url';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** GET /api/files/{exp}/{sig}/{key}: a receipt file through its signed link (see signed-url.ts). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:exp/:sig/*',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Archivo de un comprobante por su enlace firmado (lo da GET /api/get/{id})',
        params: z.object({ exp: z.string().max(20), sig: z.string().max(100), '*': z.string().max(200) }),
      },
      // The link is the credential: an <img> or <iframe> cannot send the session header.
      config: { public: true },
    },
    async (request, reply) => {
      const { exp, sig, '*': key } = request.params;
      if (!fileLinkValid(key, exp, sig, app.appConfig.jwtSecret))
        throw forbidden(RECEIPT_MESSAGES.fileLinkInvalid);
      const bytes = await app.files.get(key);
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
      if (!bytes || !type) throw notFound(RECEIPT_MESSAGES.fileMissing);
      const remaining = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', type)
        .header('content-disposition', 'inline')
        .header('cache-control', `private, max-age=${remaining}`)
        .send(bytes);
    },
  );
};
