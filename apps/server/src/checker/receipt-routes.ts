import type { FastifyPluginAsync } from 'fastify';
import { receiptEndpoints as receipts } from '@panel/domain/checker/receipt-endpoints';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { notFound } from '../errors';
import { serve } from '../http/serve-endpoint';
import { checkerReceipt } from './checker-receipt';
import { playerHistory, islandPlayerExists } from '../receipts/receipt-queries';
import { decideByHand } from './decide-by-hand';

/** The checker's calls (docs/features/receipts.md); every role reviews receipts of its own island. */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  serve(app, receipts.read, async (request) =>
    checkerReceipt(app, request.caller.tenantId, request.params.id),
  );

  serve(app, receipts.playerCharges, async (request) => {
    const { clientId } = request.params;
    if (!(await islandPlayerExists(app.db, request.caller.tenantId, clientId)))
      throw notFound(RECEIPT_MESSAGES.playerNotFound);
    return playerHistory(app.db, clientId);
  });

  serve(app, receipts.decide, async (request) =>
    decideByHand(app, request.caller, request.params.id, request.body),
  );

  serve(app, receipts.editAndApprove, async (request) =>
    decideByHand(app, request.caller, request.params.id, {
      status: 'approve',
      reason: null,
      newAmount: request.body.newAmountCentavos,
      ...(request.body.confirmUsedNotice ? { confirmUsedNotice: true } : {}),
    }),
  );
};
