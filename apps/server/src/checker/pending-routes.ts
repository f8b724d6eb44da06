import type { FastifyPluginAsync } from 'fastify';
import { receiptEndpoints as receipts } from '@panel/domain/checker/receipt-endpoints';
import { serve } from '../http/serve-endpoint';
import { pendingIds } from '../receipts/receipt-queries';

export const pendingRoutes: FastifyPluginAsync = async (app) => {
  /** The review queue, oldest first; its length is the header's pending total. */
  serve(app, receipts.pendingIds, async (request) => pendingIds(app.db, request.caller.tenantId));
};
