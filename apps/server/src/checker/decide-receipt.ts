import { and, eq, sql } from 'drizzle-orm';
import {
  RECEIPT_AUDIT_ACTIONS,
  RECEIPT_MESSAGES,
  type DeferReason,
  type ReceiptDecision,
  type RejectReason,
} from '@panel/domain/receipts/receipt-rules';
import type { DecisionAnswer } from '@panel/domain/receipts/receipt-view';
import { recordAudit } from '../db/audit-log';
import { consumeNotice } from '../evidence/notice-consumption';
import { chosenNoticeMayBe } from '../evidence/used-notice';
import type { Db } from '../db/connection';
import { clients, clientTransactions, islands, receipts } from '../db/schema';
import { conflict, notFound, refused } from '../errors';
import { endClaimsForDecision } from '../queue/claim-queries';
import { applyFourEyes } from '../queue/four-eyes';
import { QUEUE_MESSAGES } from '@panel/domain/queue/queue-rules';
import type { DecidingCaller } from '@panel/domain/auth/caller';
import type { GamingPlatform } from '../ledger/gaming-platform';
import { decisionLookups, handApprovalProof } from './approval-proof';
import { creditLoad } from './credit-load';
import { writeDecisionMessage } from './decision-message';

export interface Decision {
  status: ReceiptDecision;
  reason: RejectReason | DeferReason | null;
  /** Edit and approve: the amount on the valid receipt, in centavos. */
  newAmount?: number;
  /** Approve with this bank notice as proof; it is consumed (docs/features/evidence.md). */
  noticeId?: number;
  /** The system's own approval writes its action instead (docs/features/evidence.md). */
  auditAction?: string;
  /** A supervisor (rol 1, 2) approves although the transfer's notice confirmed another receipt. */
  confirmUsedNotice?: boolean;
}

export interface DecisionDeps {
  db: Db;
  platform: GamingPlatform;
}

/**
 * One decision on a pending receipt, as ONE transaction that happens once: the receipt row is locked
 * and must still be pending (a second operator gets 422 and moves nothing). Approving credits the
 * load; rejecting and deferring move no money but leave a not-charged row in the client's history.
 * Every decision is audited with the operator and the time from upload to decision, and writes the
 * player's message (checker/decision-message.ts).
 */
export async function decideReceipt(
  deps: DecisionDeps,
  caller: DecidingCaller,
  id: number,
  asked: Decision,
): Promise<DecisionAnswer> {
  // The team queue (docs/features/queue.md): another operator's claim refuses the decision; four
  // eyes may keep an approval waiting (null) or make it the confirmation of an earlier one.
  const decision = await deps.db.transaction(async (tx) => {
    // The island's four-eyes limits and the bonus terms come with the locked receipt (one statement;
    // only the receipt's row is locked).
    const [locked] = await tx
      .select({
        receipt: receipts,
        fourEyesAbove: islands.fourEyesAbove,
        fourEyesEditAbove: islands.fourEyesEditAbove,
        bonusPercent: islands.bonusPercent,
        blacklistbonus: clients.blacklistbonus,
      })
      .from(receipts)
      .innerJoin(islands, eq(islands.id, receipts.tenantId))
      .innerJoin(clients, eq(clients.id, receipts.clientId))
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, caller.tenantId)))
      .for('update', { of: receipts });
    if (!locked) throw notFound(RECEIPT_MESSAGES.notFound);
    const { receipt } = locked;
    const lookups = decisionLookups(tx, receipt);
    if (receipt.status !== 'pending') throw refused(RECEIPT_MESSAGES.alreadyDecided);
    const ended = await endClaimsForDecision(tx, caller, id);
    if (ended.heldByOther) throw conflict(QUEUE_MESSAGES.heldByOther);
    // Said before four eyes keeps an approval waiting: its asker hears it, not only the confirmer.
    if (asked.status === 'approve' && asked.noticeId === undefined && caller.id !== null)
      await handApprovalProof(
        tx,
        caller,
        receipt,
        asked.newAmount ?? receipt.newAmount ?? receipt.amount,
        asked,
        lookups,
        false,
      );
    const fourEyes = await applyFourEyes(tx, caller, receipt, asked, locked, ended.waiting);
    if (fourEyes.hold) return null;
    const { decision } = fourEyes;

    const approving = decision.status === 'approve';
    const amount = decision.newAmount ?? receipt.newAmount ?? receipt.amount;
    // A person's chosen notice counts only when it may be the payer's (docs/features/evidence.md).
    const chosen =
      decision.noticeId !== undefined &&
      (caller.id === null ||
        (await chosenNoticeMayBe(tx, caller.tenantId, decision.noticeId, await lookups.payer())))
        ? decision.noticeId
        : undefined;
    const noticeId = approving
      ? (chosen ?? (await handApprovalProof(tx, caller, receipt, amount, asked, lookups)))
      : undefined;
    if (noticeId !== undefined) await consumeNotice(tx, receipt, amount, noticeId);
    const credit = approving ? await creditLoad(tx, deps.platform, receipt, amount, locked) : null;

    const [decided] = await tx
      .update(receipts)
      .set({
        status: decision.status,
        reason: decision.reason,
        newAmount: decision.newAmount ?? receipt.newAmount,
        decidedBy: caller.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(receipts.id, id))
      .returning({ decidedAt: receipts.decidedAt });
    const history = {
      clientId: receipt.clientId,
      receiptId: receipt.id,
      bankAccountId: receipt.bankAccountId,
      amount,
      bonusAmount: credit?.bonus ?? 0,
      charged: approving,
    };
    await tx.insert(clientTransactions).values(history);

    await recordAudit(tx, {
      tenantId: caller.tenantId,
      actorUserId: caller.id,
      action:
        decision.auditAction ??
        (decision.newAmount !== undefined
          ? RECEIPT_AUDIT_ACTIONS.editAndApprove
          : RECEIPT_AUDIT_ACTIONS[decision.status]),
      entity: 'receipt',
      entityId: id,
      before: { status: receipt.status, amount: receipt.amount, newAmount: receipt.newAmount },
      after: {
        status: decision.status,
        reason: decision.reason,
        amount,
        bonus: credit?.bonus ?? 0,
        bankAccountId: receipt.bankAccountId,
        movementIds: credit?.movementIds ?? [],
        noticeId: noticeId ?? null,
      },
      decisionMs: Math.max(0, decided!.decidedAt!.getTime() - receipt.createdAt.getTime()),
    });
    // In the same commit as the decision (docs/features/player-messages.md): both or neither.
    await writeDecisionMessage(tx, receipt, decision, amount, credit);
    return decision;
  });
  if (!decision) return { message: QUEUE_MESSAGES.awaitingConfirmation, id, status: 'pending' };
  return {
    message:
      decision.newAmount !== undefined
        ? RECEIPT_MESSAGES.editedAndApproved
        : {
            approve: RECEIPT_MESSAGES.approved,
            rejected: RECEIPT_MESSAGES.rejected,
            notfound: RECEIPT_MESSAGES.deferred,
          }[decision.status],
    id,
    status: decision.status,
  };
}
