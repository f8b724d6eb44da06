import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import type { AutoApprovalView } from '@panel/domain/evidence/evidence-view';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { auditLog, clients, islands, notifications, receipts } from '../db/schema';
import { AppError } from '../errors';
import { decideReceipt, type DecisionDeps } from '../checker/decide-receipt';
import type { BlobStore } from '../storage/blob-store';
import { duplicateReceipts, scoredNotices } from './evidence-queries';
import { checkAutoApproval } from './auto-approval-check';
import { loadEvidenceReceipt, withKeys } from './receipt-evidence';
import { receiptPayer } from './used-notice';

export type EvidenceDeps = DecisionDeps & { files: BlobStore };

/**
 * Approval without a person (docs/features/evidence.md 'Automatic approval'): when the island
 * switched it on, a pending receipt is approved by the system only when the domain rule
 * (auto-approval-rule.ts) finds every condition: one strong notice that proves only this pending
 * receipt, sent by the receipt's holder who is the player, no look-alike, under the four-eyes limit,
 * never a receipt back from 'Pospuestos'. The approval is the ordinary decision transaction with the
 * notice consumed, audited as `receipt.auto_approve` with no actor. A held match leaves its reason
 * on the strong notices (the Notificaciones list shows it). Anything that changed meanwhile (an
 * operator decided it, the notice got used) leaves it to the operators. True when approved.
 */
export async function autoApproveIfProven(
  deps: EvidenceDeps,
  tenantId: number,
  id: number,
): Promise<boolean> {
  const [island] = await deps.db
    .select({ autoApprove: islands.autoApprove })
    .from(islands)
    .where(eq(islands.id, tenantId));
  if (!island?.autoApprove) return false;
  const loaded = await loadEvidenceReceipt(deps.db, tenantId, id);
  if (!loaded || loaded.receipt.status !== 'pending') return false;
  const receipt = await withKeys(deps.db, deps.files, loaded.receipt, loaded.claims.operationNumber);
  const [notices, duplicates, payer] = await Promise.all([
    scoredNotices(deps.db, receipt, loaded.claims.holderName),
    duplicateReceipts(deps.db, receipt),
    receiptPayer(deps.db, loaded.receipt),
  ]);
  const check = await checkAutoApproval(deps.db, receipt, payer, notices, duplicates);
  if (!check) return false;
  if (!check.verdict.approve) {
    if (check.verdict.held !== null) await markHeld(deps.db, check.strong, id, check.verdict.held);
    return false;
  }
  try {
    await decideReceipt(deps, { tenantId, id: null }, id, {
      status: 'approve',
      reason: null,
      noticeId: check.strong[0]!.id,
      auditAction: EVIDENCE_AUDIT_ACTIONS.autoApproved,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return false;
    throw error;
  }
}

/** The strong notices still unused say why this receipt was not approved with them. */
async function markHeld(db: Db, strong: { id: number }[], receiptId: number, reason: string) {
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

/** Each of these receipts gets its chance; returns how many the system approved. */
export async function autoApproveAll(deps: EvidenceDeps, tenantId: number, ids: number[]): Promise<number> {
  let approved = 0;
  for (const id of ids) if (await autoApproveIfProven(deps, tenantId, id)) approved += 1;
  return approved;
}

/** What the system approved, newest first, for supervisors. */
export async function listAutoApprovals(db: Db, tenantId: number): Promise<AutoApprovalView[]> {
  const rows = await db
    .select({
      receiptId: receipts.id,
      amount: receipts.amount,
      newAmount: receipts.newAmount,
      after: auditLog.after,
      at: auditLog.createdAt,
      clientId: clients.id,
      panelUsername: clients.panelUsername,
    })
    .from(auditLog)
    .innerJoin(receipts, eq(receipts.id, auditLog.entityId))
    .innerJoin(clients, eq(clients.id, receipts.clientId))
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, EVIDENCE_AUDIT_ACTIONS.autoApproved)))
    .orderBy(desc(auditLog.id))
    .limit(100);
  return rows.map((r) => ({
    receiptId: r.receiptId,
    amount: centavosToPesos(r.newAmount ?? r.amount),
    noticeId: (r.after as { noticeId: number }).noticeId,
    at: r.at.toISOString(),
    player: { id: r.clientId, panelUsername: r.panelUsername },
  }));
}
