import type { FastifyPluginAsync } from 'fastify';
import { evidenceEndpoints as evidence } from '@panel/domain/evidence/evidence-endpoints';
import { serve } from '../http/serve-endpoint';
import { rejectDeferred, returnDeferredByHand } from './deferred-actions';

/**
 * Acting on 'Pospuestos' (docs/features/evidence.md): a deferred receipt back to the queue, or
 * rejected with the ordinary decision; the actions tell /checker.
 */
export const deferredRoutes: FastifyPluginAsync = async (app) => {
  serve(app, evidence.deferredReturn, async (request) =>
    returnDeferredByHand(app, request.caller, request.params.id),
  );

  serve(app, evidence.deferredReject, async (request) =>
    rejectDeferred(app, request.caller, request.params.id, request.body.reason),
  );
};
