import type { FastifyInstance } from 'fastify';
import { receiptsProvenBy, returnOnNotice, unusedNotice } from '../evidence/deferred-return';
import { autoApproveAll } from './auto-approval';

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
