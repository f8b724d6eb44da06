import { eq } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { needsSecondOperator, QUEUE_MESSAGES, type FourEyesLimits } from '@panel/domain/queue/queue-rules';
import type { DecidingCaller } from '@panel/domain/auth/caller';
import type { PendingConfirmation } from '@panel/domain/queue/queue-view';
import { recordAudit } from '../db/audit-log';
import type { DbOrTx } from '../db/connection';
import { panelUsers, receiptConfirmations, receipts } from '../db/schema';
import { conflict, refused } from '../errors';
import type { WaitingConfirmation } from './claim-queries';

/** Audit actions of four eyes (docs/features/queue.md); neither carries a decision time. */
export const FOUR_EYES_AUDIT_ACTIONS = {
  requested: 'receipt.approve_requested',
  confirmed: 'receipt.approve_confirmed',
} as const;

/** What the decision does after four eyes: wait for a second operator, or go on with this decision. */
export type FourEyesOutcome<D> = { hold: true } | { hold: false; decision: D };

/** The part of a decision (checker/decide-receipt.ts) four eyes reads. */
interface DecisionLike {
  status: string;
  newAmount?: number;
}

interface LockedReceipt {
  id: number;
  tenantId: number;
  amount: number;
  newAmount: number | null;
}

/**
 * Four eyes on a decision (docs/features/queue.md), inside its transaction on the locked pending
 * receipt, given the request it was waiting on (already taken off by endClaimsForDecision). A
 * receipt waiting for a confirmation: another operator's approval confirms it (with the
 * amount first asked for), the asker's own is refused, an edit is refused, a rejection or deferral
 * ends the wait. Otherwise an approval over the island's limits (read with the locked receipt) is
 * kept as a request: no money moves.
 */
export async function applyFourEyes<D extends DecisionLike>(
  tx: DbOrTx,
  caller: DecidingCaller,
  receipt: LockedReceipt,
  decision: D,
  limits: FourEyesLimits,
  waiting: WaitingConfirmation | null,
): Promise<FourEyesOutcome<D>> {
  const approving = decision.status === 'approve';
  if (waiting) {
    if (!approving) return { hold: false, decision };
    if (decision.newAmount !== undefined) throw conflict(QUEUE_MESSAGES.confirmationPending);
    if (waiting.requestedBy === caller.id) throw refused(QUEUE_MESSAGES.ownConfirmation);
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      actorUserId: caller.id,
      action: FOUR_EYES_AUDIT_ACTIONS.confirmed,
      entity: 'receipt',
      entityId: receipt.id,
      before: { requestedBy: waiting.requestedBy, newAmount: waiting.newAmount },
      after: { confirmedBy: caller.id },
    });
    return {
      hold: false,
      decision: waiting.newAmount === null ? decision : { ...decision, newAmount: waiting.newAmount },
    };
  }
  if (!approving) return { hold: false, decision };

  const amount = decision.newAmount ?? receipt.newAmount ?? receipt.amount;
  if (!needsSecondOperator(limits, receipt, amount, decision.newAmount !== undefined))
    return { hold: false, decision };
  if (caller.id === null) throw refused(QUEUE_MESSAGES.systemNeedsOperator);

  await tx.insert(receiptConfirmations).values({
    receiptId: receipt.id,
    tenantId: receipt.tenantId,
    requestedBy: caller.id,
    newAmount: decision.newAmount ?? null,
  });
  await recordAudit(tx, {
    tenantId: caller.tenantId,
    actorUserId: caller.id,
    action: FOUR_EYES_AUDIT_ACTIONS.requested,
    entity: 'receipt',
    entityId: receipt.id,
    before: { amount: receipt.amount, newAmount: receipt.newAmount },
    after: { amount, edited: decision.newAmount !== undefined },
  });
  return { hold: true };
}

/** The approval a receipt waits on, with the amount confirming it credits (pesos). */
export async function pendingConfirmationOf(
  db: DbOrTx,
  receiptId: number,
): Promise<PendingConfirmation | null> {
  const [row] = await db
    .select({
      username: panelUsers.username,
      requestedAt: receiptConfirmations.requestedAt,
      editedAmount: receiptConfirmations.newAmount,
      amount: receipts.amount,
      receiptNewAmount: receipts.newAmount,
    })
    .from(receiptConfirmations)
    .innerJoin(panelUsers, eq(panelUsers.id, receiptConfirmations.requestedBy))
    .innerJoin(receipts, eq(receipts.id, receiptConfirmations.receiptId))
    .where(eq(receiptConfirmations.receiptId, receiptId));
  if (!row) return null;
  return {
    requestedBy: row.username,
    requestedAt: row.requestedAt.toISOString(),
    amount: centavosToPesos(row.editedAmount ?? row.receiptNewAmount ?? row.amount),
    edited: row.editedAmount !== null,
  };
}
