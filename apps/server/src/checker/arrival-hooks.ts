import { receiptsProvenBy, returnOnNotice, unusedNotice } from '../evidence/deferred-return';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';
import { autoApproveAll, type EvidenceDeps } from './auto-approval';

export type ArrivalDeps = EvidenceDeps & RealtimeDeps;

/**
 * After a notice is stored (notifications intake): the deferred receipts it proves return, and the
 * receipts it proves are offered to the automatic approval. Publishes `news` when the queue changed.
 */
export async function afterNoticeArrived(deps: ArrivalDeps, tenantId: number, noticeId: number) {
  const returned = await returnOnNotice(deps.db, tenantId, noticeId);
  const notice = await unusedNotice(deps.db, tenantId, noticeId);
  const pending = notice ? await receiptsProvenBy(deps.db, notice, 'pending') : [];
  const approved = await autoApproveAll(deps, tenantId, [
    ...new Set([...returned, ...pending.map((r) => r.id)]),
  ]);
  if (returned.length || approved) await publishNews(deps, tenantId);
}

/** A new receipt (bot gateway intake): offered to the automatic approval; `news` when it approved. */
export async function afterReceiptArrived(deps: ArrivalDeps, tenantId: number, receiptId: number) {
  if (await autoApproveAll(deps, tenantId, [receiptId])) await publishNews(deps, tenantId);
}
