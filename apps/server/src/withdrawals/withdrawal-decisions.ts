import { and, eq, gt, sql } from 'drizzle-orm';
import {
  CANCEL_REASON,
  WITHDRAWAL_MESSAGES as M,
  WITHDRAWAL_REJECT_REASONS,
  needsSecondApprover,
  type WithdrawalRejectReason,
} from '@panel/domain/withdrawals/withdrawal-rules';
import type { DbOrTx } from '../db/connection';
import { payoutClaims } from '../db/schema';
import { conflict, notFound, refused } from '../errors';
import type { GamingPlatform } from '../ledger/gaming-platform';
import { auditWithdrawal } from './withdrawal-audit';
import { tellPlayer } from './withdrawal-message';
import { withdrawalRulesOf } from './withdrawal-settings';
import { lockWithdrawal, updateWithdrawal, type WithdrawalRow } from './withdrawal-queries';

/** Who acts on a request: a panel user of its island, or the player through the bot (`id` null). */
export interface Actor {
  id: number | null;
  tenantId: number;
}

/** Gives the held amount back to the available balance, once per request (its idempotency key). */
export const releaseHold = (tx: DbOrTx, platform: GamingPlatform, row: WithdrawalRow) =>
  platform.releaseWithdrawal(tx, {
    clientId: row.clientId,
    amount: row.amount,
    idempotencyKey: `withdrawal:${row.id}:release`,
  });

/**
 * Approve, or with four eyes ask for the confirmation, or confirm (docs/features/withdrawals.md
 * 'States'): above the island's amount the first approval only records who asked; a second person,
 * never the same, makes it `aprobado`. Returns the message the approver sees.
 */
export async function approveWithdrawal(tx: DbOrTx, actor: Actor & { id: number }, id: number) {
  const row = await lockWithdrawal(tx, actor.tenantId, id);
  if (row.state !== 'solicitado') throw refused(M.notRequested);
  const { fourEyesAbove } = await withdrawalRulesOf(tx, actor.tenantId);
  if (needsSecondApprover(row.amount, fourEyesAbove)) {
    if (row.approvalRequestedBy === actor.id) throw conflict(M.sameApprover);
    if (row.approvalRequestedBy === null) {
      await updateWithdrawal(tx, id, { approvalRequestedBy: actor.id });
      await auditWithdrawal(tx, actor.tenantId, actor.id, 'withdrawal.approval_requested', id, {
        after: { amount: row.amount },
      });
      return { message: M.awaitingConfirmation, approved: false };
    }
  }
  await updateWithdrawal(tx, id, {
    state: 'aprobado',
    approvedBy: actor.id,
    approvedAt: sql`now()`,
    failureNote: null,
  });
  await auditWithdrawal(tx, actor.tenantId, actor.id, 'withdrawal.approved', id, {
    before: { state: row.state, approvalRequestedBy: row.approvalRequestedBy },
    after: { state: 'aprobado', amount: row.amount },
  });
  await tellPlayer(tx, row, 'approved');
  return { message: M.approved, approved: true };
}

/** A live payout claim on the request, if a payer holds it. */
async function heldByPayer(tx: DbOrTx, id: number) {
  const [claim] = await tx
    .select({ userId: payoutClaims.userId })
    .from(payoutClaims)
    .where(and(eq(payoutClaims.withdrawalId, id), gt(payoutClaims.expiresAt, sql`now()`)));
  return claim ?? null;
}

/**
 * Reject with a reason (an approver) or cancel (the player or a cashier, before approval): the hold
 * goes back to the balance in the same transaction. An approved request a payer holds right now is
 * theirs until they give it back.
 */
export async function closeWithdrawal(
  tx: DbOrTx,
  platform: GamingPlatform,
  actor: Actor,
  id: number,
  close: { state: 'rechazado'; reason: WithdrawalRejectReason } | { state: 'cancelado'; clientId?: number },
) {
  const row = await lockWithdrawal(tx, actor.tenantId, id);
  if ('clientId' in close && close.clientId !== undefined && close.clientId !== row.clientId)
    throw notFound(M.notFound);
  const open = close.state === 'rechazado' ? ['solicitado', 'aprobado'] : ['solicitado'];
  if (!open.includes(row.state)) throw refused(M.notRequested);
  if (row.state === 'aprobado' && (await heldByPayer(tx, id))) throw conflict(M.heldByOther);
  const release = await releaseHold(tx, platform, row);
  const reason = close.state === 'rechazado' ? close.reason : CANCEL_REASON;
  await updateWithdrawal(tx, id, {
    state: close.state,
    reason,
    closedBy: actor.id,
    closedAt: sql`now()`,
    releaseMovementId: release.id,
  });
  await tx.delete(payoutClaims).where(eq(payoutClaims.withdrawalId, id));
  await auditWithdrawal(
    tx,
    actor.tenantId,
    actor.id,
    close.state === 'rechazado' ? 'withdrawal.rejected' : 'withdrawal.cancelled',
    id,
    {
      before: { state: row.state },
      after: { state: close.state, reason, amount: row.amount },
    },
  );
  if (close.state === 'rechazado')
    await tellPlayer(tx, row, 'rejected', { motivo: WITHDRAWAL_REJECT_REASONS[close.reason] });
  return row;
}
