import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import type { AutoApprovalView } from '@panel/domain/evidence/evidence-view';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { auditLog, notifications, receipts } from '../db/schema';
import { playerRef, receiptsWithPlayer } from '../db/receipt-player';

/**
 * The automatic approval's rows (docs/features/evidence.md 'Automatic approval'): why a strong match
 * was held, and what the system approved. Deciding is the checker's (checker/auto-approval.ts).
 */

/** The strong notices still unused say why this receipt was not approved with them. */
export async function markAutoApprovalHeld(
  db: Db,
  strong: { id: number }[],
  receiptId: number,
  reason: string,
) {
  await db
    .update(notifications)
    .set({ autoApprovalHeld: reason.slice(0, 300), autoApprovalHeldReceiptId: receiptId })
    .where(
      and(
        inArray(
          notifications.id,
          strong.map((n) => n.id),
        ),
        isNull(notifications.receiptId),
      ),
    );
}

/** What the system approved, newest first, for supervisors. */
export async function listAutoApprovals(db: Db, tenantId: number): Promise<AutoApprovalView[]> {
  const rows = await receiptsWithPlayer(db, {
    receiptId: receipts.id,
    amount: receipts.amount,
    newAmount: receipts.newAmount,
    after: auditLog.after,
    at: auditLog.createdAt,
    player: playerRef,
  })
    .innerJoin(auditLog, eq(auditLog.entityId, receipts.id))
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, EVIDENCE_AUDIT_ACTIONS.autoApproved)))
    .orderBy(desc(auditLog.id))
    .limit(100);
  return rows.map((r) => ({
    receiptId: r.receiptId,
    amount: centavosToPesos(r.newAmount ?? r.amount),
    noticeId: (r.after as { noticeId: number }).noticeId,
    at: r.at.toISOString(),
    player: r.player,
  }));
}
