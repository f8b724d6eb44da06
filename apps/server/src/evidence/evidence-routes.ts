import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { evidenceEndpoints as evidence } from '@panel/domain/evidence/evidence-endpoints';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import { serve } from '../http/serve-endpoint';
import { autoApproveAll } from '../checker/auto-approval';
import { listAutoApprovals } from './auto-approval-queries';
import { countReturnedBy, findDeferred, listDeferred } from './deferred-queries';
import { readEvidenceSettings, saveEvidenceSettings } from './evidence-settings';
import {
  handInHolderName,
  receiptsProvenBy,
  returnOnNotice,
  returnOverdueDeferred,
  unusedNotice,
} from './deferred-return';

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
    await handInHolderName(app.db, tenantId, request.params.id, request.body.name);
    await app.realtime.publish(tenantId, 'news');
    return { message: M.holderReceived, id: request.params.id, status: 'pending' as const };
  });
};

/**
 * After a notice is stored (notifications intake): the deferred receipts it proves return, and the
 * receipts it proves are offered to the automatic approval. Publishes `news` when the queue changed.
 */
export async function afterNoticeArrived(app: FastifyInstance, tenantId: number, noticeId: number) {
  const returned = await returnOnNotice(app.db, tenantId, noticeId);
  const notice = await unusedNotice(app.db, tenantId, noticeId);
  const pending = notice ? await receiptsProvenBy(app.db, notice, 'pending') : [];
  const approved = await autoApproveAll(app, tenantId, [
    ...new Set([...returned, ...pending.map((r) => r.id)]),
  ]);
  if (returned.length || approved) await app.realtime.publish(tenantId, 'news');
}

/** A new receipt: offered to the automatic approval (bot gateway intake). */
export async function afterReceiptArrived(app: FastifyInstance, tenantId: number, receiptId: number) {
  if (await autoApproveAll(app, tenantId, [receiptId])) await app.realtime.publish(tenantId, 'news');
}

/** How often deferred receipts past their island's delay are looked for. */
export const DEFERRED_SWEEP_EVERY_MS = 30_000;

/** Returns overdue deferred receipts while the server is up, one sweep at a time. */
export function returnDeferredPeriodically(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= returnOverdueDeferred(app.db)
      .then((islandIds) => Promise.all(islandIds.map((id) => app.realtime.publish(id, 'news'))))
      .catch((error: unknown) => app.log.warn({ err: error }, 'pospuestos: la devolución falló'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, DEFERRED_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
