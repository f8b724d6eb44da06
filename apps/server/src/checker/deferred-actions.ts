import { and, eq } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import type { RejectReason } from '@panel/domain/receipts/receipt-rules';
import type { DecisionAnswer } from '@panel/domain/receipts/receipt-view';
import type { DbOrTx } from '../db/connection';
import { receipts } from '../db/schema';
import { notFound, refused } from '../errors';
import { returnToQueue, type DeferredRow } from '../evidence/deferred-return';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';
import { decidedByHand, type HandDecisionDeps } from './decide-by-hand';
import { decideReceipt, type DecisionDeps } from './decide-receipt';

/**
 * 'Pospuestos' you can act on (docs/features/evidence.md): an operator brings a deferred receipt back
 * to the queue or rejects it. The receipt row is locked first, so a notice, the delay's sweep or
 * another operator acting at the same moment finds it no longer deferred (422, nothing moves).
 */
async function lockDeferred(tx: DbOrTx, tenantId: number, id: number): Promise<DeferredRow> {
  const [row] = await tx
    .select({
      id: receipts.id,
      tenantId: receipts.tenantId,
      status: receipts.status,
      reason: receipts.reason,
      decidedBy: receipts.decidedBy,
      decidedAt: receipts.decidedAt,
    })
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)))
    .for('update');
  if (!row) throw notFound(M.receiptNotFound);
  if (row.status !== 'notfound') throw refused(M.notDeferred);
  return row;
}

/** Back to the queue by hand: pending, behind the receipts waiting, audited `receipt.return` (cause `hand`). */
export async function returnDeferredByHand(
  deps: Pick<DecisionDeps, 'db'> & RealtimeDeps,
  caller: Caller,
  id: number,
): Promise<DecisionAnswer> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDeferred(tx, caller.tenantId, id);
    await returnToQueue(tx, [row], 'hand', {}, caller.id);
  });
  await publishNews(deps, caller.tenantId);
  return { message: M.returnedByHand, id, status: 'pending' };
}

/**
 * Rejected from 'Pospuestos': one transaction that brings it back and takes the ordinary decision
 * (checker/decide-receipt.ts, run in a savepoint of this transaction), so the rejection is the
 * same as on /checker — its not-charged history row, its audit row with the operator and the time
 * from upload — and a failure leaves it deferred as it was.
 */
export async function rejectDeferred(
  deps: HandDecisionDeps,
  caller: Caller,
  id: number,
  reason: RejectReason,
): Promise<DecisionAnswer> {
  const answer = await deps.db.transaction(async (tx) => {
    const row = await lockDeferred(tx, caller.tenantId, id);
    await returnToQueue(tx, [row], 'hand', { then: 'rejected' }, caller.id);
    return decideReceipt({ ...deps, db: tx }, caller, id, { status: 'rejected', reason });
  });
  await decidedByHand(deps, caller.tenantId, 'rejected');
  return answer;
}
