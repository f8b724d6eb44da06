import type { FastifyPluginAsync } from 'fastify';
import { receiptEndpoints as receipts } from '@panel/domain/checker/receipt-endpoints';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { notFound } from '../errors';
import { serve } from '../http/serve-endpoint';
import { checkerReceipt } from './checker-receipt';
import { playerHistory, islandPlayerExists } from '../receipts/receipt-queries';
import { decideReceipt } from './decide-receipt';

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

  serve(app, receipts.decide, async (request) => {
    const answer = await decideReceipt(app, request.caller, request.params.id, request.body);
    app.metrics.receiptDecisions.inc({ status: request.body.status });
    await app.realtime.publish(request.caller.tenantId, 'news');
    return answer;
  });

  serve(app, receipts.editAndApprove, async (request) => {
    const answer = await decideReceipt(app, request.caller, request.params.id, {
      status: 'approve',
      reason: null,
      newAmount: request.body.newAmountCentavos,
      ...(request.body.confirmUsedNotice ? { confirmUsedNotice: true } : {}),
    });
    app.metrics.receiptDecisions.inc({ status: 'approve' });
    await app.realtime.publish(request.caller.tenantId, 'news');
    return answer;
  });
};
