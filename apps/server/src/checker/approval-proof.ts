import { AUTO_APPROVAL_TEXTS, USED_NOTICE_OVERRIDE_ACTION } from '@panel/domain/evidence/auto-approval-rule';
import type { DecidingCaller } from '@panel/domain/auth/caller';
import type { ReceiptPayer } from '@panel/domain/evidence/auto-approval-rule';
import { recordAudit } from '../db/audit-log';
import type { DbOrTx } from '../db/connection';
import type { receipts } from '../db/schema';
import { refused } from '../errors';
import { receiptPayer, transferProof, type TransferProof } from '../evidence/used-notice';

const SUPERVISOR_ROLES: readonly number[] = [1, 2];

/** What one decision looks up about its receipt's payer and transfer, each at most once. */
export interface DecisionLookups {
  payer(): Promise<ReceiptPayer>;
  /** The transfer's proof at this amount; its notices stay locked until the decision commits. */
  proof(amount: number): Promise<TransferProof>;
}

/**
 * Lookups for one decision inside its transaction: a check before four eyes and the approval after
 * it ask the same question at the same amount, and the locked notices cannot change in between.
 */
export function decisionLookups(tx: DbOrTx, receipt: typeof receipts.$inferSelect): DecisionLookups {
  let payer: Promise<ReceiptPayer> | undefined;
  const proofs = new Map<number, Promise<TransferProof>>();
  const lookups: DecisionLookups = {
    payer: () => (payer ??= receiptPayer(tx, receipt)),
    proof(amount) {
      let proof = proofs.get(amount);
      if (!proof) {
        proof = lookups.payer().then((p) => transferProof(tx, { ...receipt, amount }, p, true));
        proofs.set(amount, proof);
      }
      return proof;
    },
  };
  return lookups;
}

/**
 * One transfer, one credit, whoever approves (docs/features/evidence.md): a person's approval
 * without a chosen notice takes the transfer's unused notice that may be the payer's (consumed, so
 * it cannot prove another receipt later); when there is none and a notice of the transfer already
 * confirmed another receipt, it is 422 unless a supervisor (rol 1, 2) says `confirmUsedNotice`,
 * which is audited. The system's approval always names its notice. `record` false: check only.
 */
export async function handApprovalProof(
  tx: DbOrTx,
  caller: DecidingCaller,
  receipt: typeof receipts.$inferSelect,
  amount: number,
  asked: { confirmUsedNotice?: boolean },
  lookups: DecisionLookups,
  record = true,
): Promise<number | undefined> {
  if (caller.id === null) return undefined;
  const proof = await lookups.proof(amount);
  if (proof.take !== null) return record ? proof.take : undefined;
  if (!proof.used) return undefined;
  const supervisor = caller.rol !== undefined && SUPERVISOR_ROLES.includes(caller.rol);
  if (!(supervisor && asked.confirmUsedNotice === true))
    throw refused(AUTO_APPROVAL_TEXTS.usedNotice(proof.used.receiptId));
  if (record)
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      actorUserId: caller.id,
      action: USED_NOTICE_OVERRIDE_ACTION,
      entity: 'receipt',
      entityId: receipt.id,
      before: { noticeId: proof.used.noticeId, confirmedReceiptId: proof.used.receiptId },
      after: { amount },
    });
  return undefined;
}
