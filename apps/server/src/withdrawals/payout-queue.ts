import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { LEASE_SECONDS } from '@panel/domain/queue/queue-rules';
import { WITHDRAWAL_MESSAGES as M } from '@panel/domain/withdrawals/withdrawal-rules';
import type { PayoutClaim, PayoutStatus } from '@panel/domain/withdrawals/withdrawal-view';
import { LAST_MOVEMENTS } from '@panel/domain/players/player-rules';
import type { Caller } from '@panel/domain/auth/caller';
import { queryRows, type DbOrTx } from '../db/connection';
import { payoutClaims, withdrawalDestinations, withdrawalRequests } from '../db/schema';
import { conflict } from '../errors';
import type { GamingPlatform } from '../ledger/gaming-platform';
import { toMovementView } from '../players/player-queries';
import { auditWithdrawal } from './withdrawal-audit';
import { releaseHold } from './withdrawal-decisions';
import { tellPlayer } from './withdrawal-message';
import { lockWithdrawal, updateWithdrawal, withdrawalView } from './withdrawal-queries';

/**
 * Rol 4's payout queue (docs/features/withdrawals.md 'The payout queue'): approved requests claimed
 * one per payer under a lease, in `payout_claims`, as the receipts' queue does (docs/features/queue.md).
 */
const lease = sql.raw(`interval '${LEASE_SECONDS} seconds'`);

/** The approved request the payer already holds (a reload of /pagos gets it back), if any. */
async function heldByCaller(tx: DbOrTx, caller: Caller): Promise<number | null> {
  const [row] = await tx
    .select({ id: payoutClaims.withdrawalId })
    .from(payoutClaims)
    .innerJoin(withdrawalRequests, eq(withdrawalRequests.id, payoutClaims.withdrawalId))
    .where(
      and(
        eq(payoutClaims.userId, caller.id),
        gt(payoutClaims.expiresAt, sql`now()`),
        eq(withdrawalRequests.state, 'aprobado'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * One statement: the island's approved request approved first that nobody holds and the caller did
 * not approve, locked with SKIP LOCKED so racing payers take different rows, written as the caller's
 * claim (an expired claim is taken over). A candidate without a claim lost a race: try again.
 */
const claimStatement = (caller: Caller) => sql`
  with candidate as (
    select w.id from withdrawal_requests w
     where w.tenant_id = ${caller.tenantId} and w.state = 'aprobado'
       and w.approved_by is distinct from ${caller.id} and w.approval_requested_by is distinct from ${caller.id}
       and not exists (select 1 from payout_claims c where c.withdrawal_id = w.id and c.expires_at > now())
     order by w.approved_at, w.id
     limit 1
     for update of w skip locked
  ), claimed as (
    insert into payout_claims (withdrawal_id, tenant_id, user_id, expires_at)
    select id, ${caller.tenantId}, ${caller.id}, now() + ${lease} from candidate
    on conflict (withdrawal_id) do update
      set user_id = excluded.user_id, claimed_at = now(), expires_at = excluded.expires_at
      where payout_claims.expires_at <= now()
    returning withdrawal_id
  )
  select (select id from candidate) as candidate, (select withdrawal_id from claimed) as claimed`;

const CLAIM_ATTEMPTS = 5;

/** The next approved request for this payer, or null when none is free. */
export async function claimPayout(
  db: DbOrTx,
  platform: GamingPlatform,
  caller: Caller,
): Promise<PayoutClaim | null> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const id = await db.transaction(async (tx) => {
      const held = await heldByCaller(tx, caller);
      if (held) return held;
      const [row] = await queryRows<{ candidate: number | null; claimed: number | null }>(
        tx,
        claimStatement(caller),
      );
      return row?.claimed ?? (row?.candidate ? 'lost' : null);
    });
    if (id === null) return null;
    if (id !== 'lost') return payoutClaimView(db, platform, caller, id);
  }
  return null;
}

/** What the payer sees: the request, the player's balance, last movements and destinations used. */
async function payoutClaimView(
  db: DbOrTx,
  platform: GamingPlatform,
  caller: Caller,
  id: number,
): Promise<PayoutClaim> {
  const item = await withdrawalView(db, caller.tenantId, id);
  const [balance, movements, destinations, [claim]] = await Promise.all([
    platform.balance(db, item.clientId),
    platform.movements(db, { clientId: item.clientId, limit: LAST_MOVEMENTS, withTotal: false }),
    db
      .select()
      .from(withdrawalDestinations)
      .where(eq(withdrawalDestinations.clientId, item.clientId))
      .orderBy(desc(withdrawalDestinations.lastUsedAt))
      .limit(5),
    db
      .select({ expiresAt: payoutClaims.expiresAt })
      .from(payoutClaims)
      .where(eq(payoutClaims.withdrawalId, id)),
  ]);
  return {
    item,
    balance: centavosToPesos(balance),
    movements: movements.items.map(toMovementView),
    destinations: destinations.map((d) => ({
      destination: d.destination,
      holderTaxId: d.holderTaxId,
      uses: d.uses,
      lastUsedAt: d.lastUsedAt.toISOString(),
    })),
    leaseExpiresAt: (claim?.expiresAt ?? new Date()).toISOString(),
  };
}

/** The caller's live claim on the request, or 409: paying or sending back needs the claim. */
async function requireClaim(tx: DbOrTx, caller: Caller, id: number) {
  const [claim] = await tx
    .select({ userId: payoutClaims.userId })
    .from(payoutClaims)
    .where(and(eq(payoutClaims.withdrawalId, id), gt(payoutClaims.expiresAt, sql`now()`)));
  if (!claim) throw conflict(M.notHeld);
  if (claim.userId !== caller.id) throw conflict(M.heldByOther);
}

export async function renewPayout(db: DbOrTx, caller: Caller, id: number) {
  const [row] = await db
    .update(payoutClaims)
    .set({ expiresAt: sql`now() + ${lease}` })
    .where(
      and(
        eq(payoutClaims.withdrawalId, id),
        eq(payoutClaims.userId, caller.id),
        eq(payoutClaims.tenantId, caller.tenantId),
        gt(payoutClaims.expiresAt, sql`now()`),
      ),
    )
    .returning({ expiresAt: payoutClaims.expiresAt });
  if (!row) throw conflict(M.notHeld);
  return { leaseExpiresAt: row.expiresAt.toISOString() };
}

export async function releasePayout(db: DbOrTx, caller: Caller, id: number) {
  await db
    .delete(payoutClaims)
    .where(and(eq(payoutClaims.withdrawalId, id), eq(payoutClaims.userId, caller.id)));
}

/**
 * 'Pagado' (docs/features/withdrawals.md 'The hold'): the request must still be approved and held by
 * the caller; the hold is released and the WITHDRAW written in the same transaction, each with the
 * request's own idempotency key, so two instances or a double click never pay twice.
 */
export async function markPaid(
  tx: DbOrTx,
  platform: GamingPlatform,
  caller: Caller,
  id: number,
  paid: { bankOperation: string; proofFileKey: string | null; proofFileType: string | null },
) {
  const row = await lockWithdrawal(tx, caller.tenantId, id);
  if (row.state !== 'aprobado') throw conflict(M.notApproved);
  if (row.approvedBy === caller.id || row.approvalRequestedBy === caller.id) throw conflict(M.payerApproved);
  await requireClaim(tx, caller, id);
  const release = await releaseHold(tx, platform, row);
  const withdraw = await platform.withdraw(tx, {
    clientId: row.clientId,
    amount: row.amount,
    idempotencyKey: `withdrawal:${row.id}:paid`,
  });
  await updateWithdrawal(tx, id, {
    state: 'pagado',
    paidBy: caller.id,
    paidAt: sql`now()`,
    bankOperation: paid.bankOperation,
    proofFileKey: paid.proofFileKey,
    proofFileType: paid.proofFileType,
    releaseMovementId: release.id,
    withdrawMovementId: withdraw.id,
  });
  await tx.delete(payoutClaims).where(eq(payoutClaims.withdrawalId, id));
  await auditWithdrawal(tx, caller.tenantId, caller.id, 'withdrawal.paid', id, {
    after: { amount: row.amount, bankOperation: paid.bankOperation, proof: paid.proofFileKey !== null },
  });
  await tellPlayer(tx, row, 'paid', { operacion: paid.bankOperation });
  return row;
}

/**
 * 'No se pudo pagar': back to the approvers as `solicitado`, its hold kept and the note on it; they
 * approve it again or reject it (which releases the hold).
 */
export async function markFailed(tx: DbOrTx, caller: Caller, id: number, note: string) {
  const row = await lockWithdrawal(tx, caller.tenantId, id);
  if (row.state !== 'aprobado') throw conflict(M.notApproved);
  await requireClaim(tx, caller, id);
  await updateWithdrawal(tx, id, {
    state: 'solicitado',
    approvedBy: null,
    approvedAt: null,
    approvalRequestedBy: null,
    failureNote: note,
  });
  await tx.delete(payoutClaims).where(eq(payoutClaims.withdrawalId, id));
  await auditWithdrawal(tx, caller.tenantId, caller.id, 'withdrawal.payout_failed', id, {
    before: { state: 'aprobado', approvedBy: row.approvedBy },
    after: { state: 'solicitado', note },
  });
}

/** The header's badge and the queue's figures. */
export async function payoutStatus(db: DbOrTx, tenantId: number): Promise<PayoutStatus> {
  const [row] = await queryRows<{ waiting: number; requested: number }>(
    db,
    sql`select
      (select count(*) from withdrawal_requests w where w.tenant_id = ${tenantId} and w.state = 'aprobado'
         and not exists (select 1 from payout_claims c where c.withdrawal_id = w.id and c.expires_at > now()))::int as waiting,
      (select count(*) from withdrawal_requests w where w.tenant_id = ${tenantId} and w.state = 'solicitado')::int as requested`,
  );
  return { waiting: Number(row?.waiting ?? 0), requested: Number(row?.requested ?? 0) };
}
