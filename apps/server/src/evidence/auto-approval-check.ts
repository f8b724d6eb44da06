import { eq } from 'drizzle-orm';
import {
  autoApprovalVerdict,
  type AutoApprovalVerdict,
  type ReceiptPayer,
} from '@panel/domain/evidence/auto-approval-rule';
import type { DuplicateView } from '@panel/domain/evidence/evidence-view';
import type { DbOrTx } from '../db/connection';
import { islands } from '../db/schema';
import {
  cameBackFromDeferral,
  pendingReceiptsProvenBy,
  type EvidenceReceipt,
  type ScoredNotice,
} from './evidence-queries';

export interface AutoApprovalCheck {
  verdict: AutoApprovalVerdict;
  /** The strong notices the verdict was about. */
  strong: ScoredNotice[];
}

/**
 * The facts of docs/features/evidence.md 'Automatic approval' gathered for one pending receipt and
 * judged by the domain rule; null when the island has automatic approval off.
 */
export async function checkAutoApproval(
  db: DbOrTx,
  receipt: EvidenceReceipt,
  payer: ReceiptPayer,
  notices: ScoredNotice[],
  duplicates: DuplicateView[],
): Promise<AutoApprovalCheck | null> {
  const [island] = await db
    .select({ autoApprove: islands.autoApprove, fourEyesAbove: islands.fourEyesAbove })
    .from(islands)
    .where(eq(islands.id, receipt.tenantId));
  if (!island?.autoApprove) return null;
  const strong = notices.filter((n) => n.facts.strong);
  if (!strong.length) return { verdict: { approve: false, held: null }, strong };
  const sole = strong.length === 1 ? strong[0]!.row : null;
  const [returned, proves] = await Promise.all([
    cameBackFromDeferral(db, receipt.id),
    sole ? pendingReceiptsProvenBy(db, sole) : Promise.resolve(0),
  ]);
  const verdict = autoApprovalVerdict({
    returnedFromDeferral: returned,
    strongNotices: strong.length,
    notice: sole ? { from: sole.from, taxId: sole.senderTaxId } : null,
    receiptsTheNoticeProves: proves,
    payer,
    duplicates: duplicates.length,
    amount: receipt.newAmount ?? receipt.amount,
    fourEyesAbove: island.fourEyesAbove,
  });
  return { verdict, strong };
}
