import { sql } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { LEASE_SECONDS, SILENT_SECONDS } from '@panel/domain/queue/queue-rules';
import type { ClaimView, QueueStatus } from '@panel/domain/queue/queue-view';
import type { Caller, DecidingCaller } from '@panel/domain/auth/caller';
import { queryRows, type DbOrTx } from '../db/connection';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';

/**
 * The team queue's claims (docs/features/queue.md). Every claim lives in `receipt_claims`, keyed by
 * receipt, so no state stays in a server's memory and two instances never hand out one receipt.
 */

const lease = sql.raw(`interval '${LEASE_SECONDS} seconds'`);
/** A claim that still holds its receipt. */
const live = (alias: string) => sql.raw(`${alias}.expires_at > now()`);
/**
 * A live claim whose browser went silent: not renewed for SILENT_SECONDS (a renewal sets the lease's
 * end to now + LEASE_SECONDS, so the last renewal is the end minus the lease).
 */
const silentEnd = sql.raw(`now() + interval '${LEASE_SECONDS - SILENT_SECONDS} seconds'`);

/** How often a claim lost to a racing operator is tried again before answering "none free". */
const CLAIM_ATTEMPTS = 5;

interface ClaimRow {
  candidate: number;
  receiptId: number | null;
  expiresAt: Date | null;
}

/**
 * One statement: the island's pending receipt that joined the queue first (`queued_at`: its upload,
 * or its return from 'Pospuestos') that nobody holds and the caller did not ask a second operator to
 * confirm, locked with SKIP LOCKED so racing operators take different rows, then written as the
 * caller's claim (an expired claim is taken over). No row: nothing is free. A candidate without a
 * claim: another operator's claim committed in between; the caller tries again.
 *
 * `takeOver`: asked only when nothing is free, the candidates are instead receipts whose claim went
 * silent (docs/features/queue.md); the upsert's condition is checked again on the claim row itself, so
 * a renewal that lands in between keeps the receipt with its holder.
 */
function claimStatement(caller: Caller, takeOver = false) {
  const held = sql`select 1 from receipt_claims c where c.receipt_id = r.id and ${live('c')}`;
  // Never the caller's own silent claim: their screen holds it and renews it when it wakes.
  const free = takeOver
    ? sql`exists (${held} and c.expires_at <= ${silentEnd} and c.user_id <> ${caller.id})`
    : sql`not exists (${held})`;
  const replaceable = takeOver
    ? sql`receipt_claims.expires_at <= ${silentEnd} and receipt_claims.user_id <> ${caller.id}`
    : sql`receipt_claims.expires_at <= now()`;
  return sql`
    with candidate as (
      select r.id from receipts r
       where r.tenant_id = ${caller.tenantId} and r.status = 'pending'
         and ${free}
         and not exists (
           select 1 from receipt_confirmations f where f.receipt_id = r.id and f.requested_by = ${caller.id})
       order by r.queued_at, r.id
       limit 1
       for update of r skip locked
    ), claimed as (
      insert into receipt_claims (receipt_id, tenant_id, user_id, claimed_at, expires_at)
      select id, ${caller.tenantId}, ${caller.id}, now(), now() + ${lease} from candidate
      on conflict (receipt_id) do update
         set user_id = excluded.user_id, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
       where ${replaceable}
      returning receipt_id, expires_at
    )
    select candidate.id as "candidate", claimed.receipt_id as "receiptId", claimed.expires_at as "expiresAt"
      from candidate left join claimed on true`;
}

/** POST /api/queue/claim: the receipt the caller now holds and until when, or null when none is free. */
export async function claimNext(
  db: DbOrTx,
  caller: Caller,
): Promise<{ receiptId: number; expiresAt: Date } | null> {
  for (const takeOver of [false, true]) {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const [row] = await queryRows<ClaimRow>(db, claimStatement(caller, takeOver));
      if (!row) break;
      if (row.receiptId !== null) return { receiptId: row.receiptId, expiresAt: new Date(row.expiresAt!) };
    }
  }
  return null;
}

export type RenewOutcome = { expiresAt: Date } | 'missing' | 'decided' | 'held';

/** Extends the caller's claim, or takes the receipt again if its claim ran out and nobody took it. */
export async function renewClaim(db: DbOrTx, caller: Caller, receiptId: number): Promise<RenewOutcome> {
  const [renewed] = await queryRows<{ expiresAt: Date }>(
    db,
    sql`insert into receipt_claims (receipt_id, tenant_id, user_id, claimed_at, expires_at)
        select id, tenant_id, ${caller.id}, now(), now() + ${lease} from receipts
         where id = ${receiptId} and tenant_id = ${caller.tenantId} and status = 'pending'
        on conflict (receipt_id) do update
           set expires_at = excluded.expires_at, user_id = excluded.user_id,
               claimed_at = case when receipt_claims.user_id = excluded.user_id
                                 then receipt_claims.claimed_at else excluded.claimed_at end
         where receipt_claims.user_id = excluded.user_id or receipt_claims.expires_at <= now()
        returning expires_at as "expiresAt"`,
  );
  if (renewed) return { expiresAt: new Date(renewed.expiresAt) };
  const [receipt] = await queryRows<{ status: string }>(
    db,
    sql`select status from receipts where id = ${receiptId} and tenant_id = ${caller.tenantId}`,
  );
  if (!receipt) return 'missing';
  return receipt.status === 'pending' ? 'held' : 'decided';
}

/**
 * Gives back the caller's own claim; releasing what one does not hold changes nothing. The island's
 * screens are told either way.
 */
export async function releaseOwnClaim(
  deps: { db: DbOrTx } & RealtimeDeps,
  caller: Caller,
  receiptId: number,
): Promise<void> {
  await deps.db.execute(
    sql`delete from receipt_claims
         where receipt_id = ${receiptId} and user_id = ${caller.id} and tenant_id = ${caller.tenantId}`,
  );
  await publishNews(deps, caller.tenantId);
}

/** Rol 1 and 2 free a receipt someone of their island holds (the screens hear of it); false when nobody held it. */
export async function releaseIslandClaim(
  deps: { db: DbOrTx } & RealtimeDeps,
  tenantId: number,
  receiptId: number,
): Promise<boolean> {
  const rows = await queryRows<{ receiptId: number }>(
    deps.db,
    sql`delete from receipt_claims where receipt_id = ${receiptId} and tenant_id = ${tenantId}
        returning receipt_id as "receiptId"`,
  );
  if (rows.length === 0) return false;
  await publishNews(deps, tenantId);
  return true;
}

/**
 * Inside a decision's transaction, on the locked receipt: refused (false) when another operator's
 * claim still holds it; otherwise every claim on it ends with the decision.
 */
export async function endClaimsForDecision(
  tx: DbOrTx,
  caller: DecidingCaller,
  receiptId: number,
): Promise<boolean> {
  const rows = await queryRows<{ userId: number; live: boolean }>(
    tx,
    sql`delete from receipt_claims c where c.receipt_id = ${receiptId}
        returning c.user_id as "userId", ${live('c')} as "live"`,
  );
  return !rows.some((row) => row.live && row.userId !== caller.id);
}

/** GET /api/queue/claims: the island's live claims on pending receipts, oldest first. */
export async function listClaims(db: DbOrTx, tenantId: number): Promise<ClaimView[]> {
  const rows = await queryRows<{
    receiptId: number;
    userId: number;
    username: string;
    claimedAt: Date;
    expiresAt: Date;
    amount: string | number;
    awaiting: boolean;
  }>(
    db,
    sql`select c.receipt_id as "receiptId", c.user_id as "userId", u.username, c.claimed_at as "claimedAt",
               c.expires_at as "expiresAt", coalesce(f.new_amount, r.new_amount, r.amount) as amount,
               f.receipt_id is not null as awaiting
          from receipt_claims c
          join receipts r on r.id = c.receipt_id and r.status = 'pending'
          join panel_users u on u.id = c.user_id
          left join receipt_confirmations f on f.receipt_id = c.receipt_id
         where c.tenant_id = ${tenantId} and ${live('c')}
         order by c.claimed_at, c.receipt_id`,
  );
  return rows.map((row) => ({
    receiptId: row.receiptId,
    userId: row.userId,
    username: row.username,
    claimedAt: new Date(row.claimedAt).toISOString(),
    leaseExpiresAt: new Date(row.expiresAt).toISOString(),
    amount: centavosToPesos(Number(row.amount)),
    awaitingConfirmation: row.awaiting,
  }));
}

/** GET /api/queue/status: pending receipts nobody holds, and how many other operators hold one. */
export async function readQueueStatus(db: DbOrTx, caller: Caller): Promise<QueueStatus> {
  const [row] = await queryRows<QueueStatus>(
    db,
    sql`select
          (select count(*) from receipts r
            where r.tenant_id = ${caller.tenantId} and r.status = 'pending'
              and not exists (select 1 from receipt_claims c where c.receipt_id = r.id and ${live('c')})
          )::int as waiting,
          (select count(distinct c.user_id) from receipt_claims c
            where c.tenant_id = ${caller.tenantId} and ${live('c')} and c.user_id <> ${caller.id}
          )::int as reviewing`,
  );
  return row!;
}
