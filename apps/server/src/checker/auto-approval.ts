import { eq } from 'drizzle-orm';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import { islands } from '../db/schema';
import { AppError } from '../errors';
import { markAutoApprovalHeld } from '../evidence/auto-approval-queries';
import { checkAutoApproval } from '../evidence/auto-approval-check';
import { duplicateReceipts, scoredNotices } from '../evidence/evidence-queries';
import { loadEvidenceReceipt, withKeys } from '../evidence/receipt-evidence';
import { receiptPayer } from '../evidence/used-notice';
import type { BlobStore } from '../storage/blob-store';
import { decideReceipt, type DecisionDeps } from './decide-receipt';

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
    if (check.verdict.held !== null)
      await markAutoApprovalHeld(deps.db, check.strong, id, check.verdict.held);
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

/** Each of these receipts gets its chance; returns how many the system approved. */
export async function autoApproveAll(deps: EvidenceDeps, tenantId: number, ids: number[]): Promise<number> {
  let approved = 0;
  for (const id of ids) if (await autoApproveIfProven(deps, tenantId, id)) approved += 1;
  return approved;
}
