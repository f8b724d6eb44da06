import type { FastifyPluginAsync } from 'fastify';
import { evidenceEndpoints as evidence } from '@panel/domain/evidence/evidence-endpoints';
import { serve } from '../http/serve-endpoint';
import { rejectDeferred, returnDeferredByHand } from './deferred-actions';

/**
 * Acting on 'Pospuestos' (docs/features/evidence.md): a deferred receipt back to the queue, or
 * rejected with the ordinary decision. The queue changes, so /checker hears of it.
 */
export const deferredRoutes: FastifyPluginAsync = async (app) => {
  serve(app, evidence.deferredReturn, async (request) => {
    const answer = await returnDeferredByHand(app, request.caller, request.params.id);
    await app.realtime.publish(request.caller.tenantId, 'news');
    return answer;
  });

  serve(app, evidence.deferredReject, async (request) => {
    const answer = await rejectDeferred(app, request.caller, request.params.id, request.body.reason);
    app.metrics.receiptDecisions.inc({ status: 'rejected' });
    await app.realtime.publish(request.caller.tenantId, 'news');
    return answer;
  });
};
