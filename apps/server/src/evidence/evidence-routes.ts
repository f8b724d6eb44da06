import type { FastifyPluginAsync } from 'fastify';
import { evidenceEndpoints as evidence } from '@panel/domain/evidence/evidence-endpoints';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import { serve } from '../http/serve-endpoint';
import { listAutoApprovals } from './auto-approval-queries';
import { countReturnedBy, findDeferred, listDeferred } from './deferred-queries';
import { readEvidenceSettings, saveEvidenceSettings } from './evidence-settings';
import { handInHolderName } from './deferred-return';

/**
 * The 'Pospuestos' list, the system's approvals, the islands' evidence settings and the bot's holder
 * names (docs/features/evidence.md); acting on 'Pospuestos' is the checker's (checker/deferred-routes.ts).
 */
export const evidenceRoutes: FastifyPluginAsync = async (app) => {
  serve(app, evidence.deferred, async (request) => listDeferred(app.db, request.caller.tenantId));

  serve(app, evidence.deferredDetail, async (request) =>
    findDeferred(app.db, request.caller.tenantId, request.params.id, app.appConfig.jwtSecret),
  );

  serve(app, evidence.previewSettings, async (request) => ({
    wouldReturn: await countReturnedBy(app.db, request.params.id, request.query.deferredReturnMinutes),
  }));

  serve(app, evidence.autoApprovals, async (request) => listAutoApprovals(app.db, request.caller.tenantId));

  serve(app, evidence.readSettings, async (request) => ({
    ...(await readEvidenceSettings(app.db, request.params.id)),
    message: M.settingsRead,
  }));

  serve(app, evidence.saveSettings, async (request) => ({
    ...(await saveEvidenceSettings(app.db, request.caller, request.params.id, request.body)),
    message: M.settingsSaved,
  }));

  serve(app, evidence.holderName, async (request) => {
    const { tenantId } = request.bot;
    await handInHolderName(app, tenantId, request.params.id, request.body.name);
    return { message: M.holderReceived, id: request.params.id, status: 'pending' as const };
  });
};
