import { and, eq } from 'drizzle-orm';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import type { DbOrTx } from '../db/connection';
import { notifications } from '../db/schema';
import { AppError, notFound, refused } from '../errors';

/**
 * Inside the approval's transaction: the notice becomes the proof of this receipt, once. Its row is
 * locked, so a racing approval of another receipt with the same notice waits and then finds it used
 * (409); the unique index on notifications.receipt_id holds it even if this check were skipped
 * (docs/features/evidence.md).
 */
export async function consumeNotice(
  tx: DbOrTx,
  receipt: { id: number; tenantId: number; bankAccountId: number | null },
  amount: number,
  noticeId: number,
): Promise<void> {
  const [notice] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, noticeId), eq(notifications.tenantId, receipt.tenantId)))
    .for('update');
  if (!notice) throw notFound(M.noticeNotFound);
  if (notice.receiptId !== null && notice.receiptId !== receipt.id)
    throw new AppError(409, M.noticeUsed(notice.receiptId));
  const accountDiffers =
    notice.bankAccountId !== null &&
    receipt.bankAccountId !== null &&
    notice.bankAccountId !== receipt.bankAccountId;
  if (notice.amount !== amount || accountDiffers) throw refused(M.noticeMismatch);
  // Once it confirmed a receipt, an earlier 'held' reason no longer describes it.
  await tx
    .update(notifications)
    .set({ receiptId: receipt.id, autoApprovalHeld: null, autoApprovalHeldReceiptId: null })
    .where(eq(notifications.id, noticeId));
}
