import type { FastifyPluginAsync } from 'fastify';
import { queueEndpoints as queue } from '@panel/domain/checker/queue-endpoints';
import { QUEUE_MESSAGES } from '@panel/domain/queue/queue-rules';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { conflict, notFound } from '../errors';
import { serve } from '../http/serve-endpoint';
import { checkerReceipt } from './checker-receipt';
import {
  claimNext,
  listClaims,
  readQueueStatus,
  releaseIslandClaim,
  releaseOwnClaim,
  renewClaim,
} from '../queue/claim-queries';
import { readFourEyes, saveFourEyes } from '../queue/four-eyes-settings';
import { pendingConfirmationOf } from '../queue/four-eyes';

/** The team queue's calls (docs/features/queue.md). */
export const queueRoutes: FastifyPluginAsync = async (app) => {
  serve(app, queue.claim, async (request, reply) => {
    const claim = await claimNext(app.db, request.caller);
    if (!claim) return reply.status(204).send();
    return {
      ...(await checkerReceipt(app, request.caller.tenantId, claim.receiptId)),
      leaseExpiresAt: claim.expiresAt.toISOString(),
      confirmation: claim.awaiting ? await pendingConfirmationOf(app.db, claim.receiptId) : null,
    };
  });

  serve(app, queue.renew, async (request) => {
    const outcome = await renewClaim(app.db, request.caller, request.params.id);
    if (outcome === 'missing') throw notFound(RECEIPT_MESSAGES.notFound);
    if (outcome === 'decided') throw conflict(RECEIPT_MESSAGES.alreadyDecided);
    if (outcome === 'held') throw conflict(QUEUE_MESSAGES.heldByOther);
    if (outcome === 'asker') throw conflict(QUEUE_MESSAGES.askerCannotHold);
    return { leaseExpiresAt: outcome.expiresAt.toISOString() };
  });

  serve(app, queue.release, async (request) => {
    await releaseOwnClaim(app, request.caller, request.params.id);
    return undefined;
  });

  serve(app, queue.status, async (request) => readQueueStatus(app.db, request.caller));

  serve(app, queue.claims, async (request) => listClaims(app.db, request.caller.tenantId));

  serve(app, queue.releaseAny, async (request) => {
    if (!(await releaseIslandClaim(app, request.caller.tenantId, request.params.id)))
      throw notFound(QUEUE_MESSAGES.claimNotFound);
    return { message: QUEUE_MESSAGES.released };
  });

  serve(app, queue.readFourEyes, async (request) => readFourEyes(app.db, request.params.id));

  serve(app, queue.saveFourEyes, async (request) => ({
    ...(await saveFourEyes(app.db, request.caller, request.params.id, request.body)),
    message: QUEUE_MESSAGES.fourEyesSaved,
  }));
};
