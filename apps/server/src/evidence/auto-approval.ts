import { and, desc, eq } from 'drizzle-orm';
import { soleStrongMatch } from '@panel/domain/evidence/notice-match';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import type { AutoApprovalView } from '@panel/domain/evidence/evidence-view';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { auditLog, clients, islands, receipts } from '../db/schema';
import { AppError } from '../errors';
import { decideReceipt, type DecisionDeps } from '../receipts/receipt-service';
import type { BlobStore } from '../storage/blob-store';
import { duplicateReceipts, scoredNotices } from './evidence-queries';
import { loadEvidenceReceipt, withKeys } from './receipt-evidence';

export type EvidenceDeps = DecisionDeps & { files: BlobStore };

/**
 * Approval without a person (docs/features/evidence.md): when the island switched it on, a pending
 * receipt whose amount is not above the four-eyes limit, with exactly one strong notice match and no
 * earlier look-alike, is approved by the system with that notice consumed, in the decision's one
 * transaction, audited as `receipt.auto_approve` with no actor. Anything that changed meanwhile (an
 * operator decided it, the notice got used) leaves it to the operators. True when approved.
 */
export async function autoApproveIfProven(
  deps: EvidenceDeps,
  tenantId: number,
  id: number,
): Promise<boolean> {
  const [island] = await deps.db
    .select({ autoApprove: islands.autoApprove, fourEyesAbove: islands.fourEyesAbove })
    .from(islands)
    .where(eq(islands.id, tenantId));
  if (!island?.autoApprove) return false;
  const loaded = await loadEvidenceReceipt(deps.db, tenantId, id);
  if (!loaded || loaded.receipt.status !== 'pending') return false;
  const amount = loaded.receipt.newAmount ?? loaded.receipt.amount;
  if (island.fourEyesAbove !== null && amount > island.fourEyesAbove) return false;
  const receipt = await withKeys(deps.db, deps.files, loaded.receipt, loaded.claims.operationNumber);
  const [notices, duplicates] = await Promise.all([
    scoredNotices(deps.db, receipt, loaded.claims.holderName),
    duplicateReceipts(deps.db, receipt),
  ]);
  const proof = soleStrongMatch(notices);
  if (!proof || duplicates.length) return false;
  try {
    await decideReceipt(deps, { tenantId, id: null }, id, {
      status: 'approve',
      reason: null,
      noticeId: proof.id,
      auditAction: EVIDENCE_AUDIT_ACTIONS.autoApproved,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return false;
    throw error;
  }
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
