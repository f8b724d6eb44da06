import type { FastifyPluginAsync } from 'fastify';
import { receiptEndpoints as receipts } from '@panel/domain/checker/receipt-endpoints';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { forbidden, notFound } from '../errors';
import { serve } from '../http/serve-endpoint';
import { fileLinkValid } from './signed-url';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A receipt file through its signed link (see signed-url.ts); the link is the credential. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  serve(app, receipts.file, async (request, reply) => {
    const { exp, sig, key } = request.params;
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
  });
};
