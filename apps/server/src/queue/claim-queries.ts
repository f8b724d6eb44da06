import { sql, type SQL } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { LEASE_SECONDS, QUEUE_MESSAGES, SILENT_SECONDS } from '@panel/domain/queue/queue-rules';
import type { ClaimView, QueueStatus } from '@panel/domain/queue/queue-view';
import type { Caller, DecidingCaller } from '@panel/domain/auth/caller';
import { queryRows, type Db, type DbOrTx } from '../db/connection';
import { conflict } from '../errors';
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
  /** The caller already holds as many receipts as the island allows (`claimLimit`). */
  capped: boolean;
  claimLimit: number;
  candidate: number | null;
  receiptId: number | null;
  expiresAt: Date | null;
  /** The claimed receipt waits for a four-eyes confirmation (queue/four-eyes.ts). */
  awaiting: boolean;
}

/**
 * The caller's live claims on pending receipts against their island's limit (docs/features/queue.md
 * 'Claims with limits'), for a statement that runs after `lockHolder`.
 */
const holdings = (caller: Caller) => sql`
  select (select count(*) from receipt_claims h join receipts hr on hr.id = h.receipt_id and hr.status = 'pending'
           where h.user_id = ${caller.id} and ${live('h')})::int as held,
         (select claim_limit from islands where id = ${caller.tenantId}) as "claimLimit"`;

/**
 * One new hold at a time per operator, across instances: two claims of one operator racing could
 * otherwise both count the same holdings and pass the limit together. Inside a transaction.
 */
const lockHolder = (tx: DbOrTx, caller: Caller) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('receipt_claims'), ${caller.id})`);

const capReached = (claimLimit: number) => conflict(QUEUE_MESSAGES.claimLimitReached(claimLimit));

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
    with mine as (${holdings(caller)}), candidate as (
      select r.id from receipts r
       where r.tenant_id = ${caller.tenantId} and r.status = 'pending'
         and (select held < "claimLimit" from mine)
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
    select mine.held >= mine."claimLimit" as "capped", mine."claimLimit", candidate.id as "candidate",
           claimed.receipt_id as "receiptId", claimed.expires_at as "expiresAt",
           exists (select 1 from receipt_confirmations w where w.receipt_id = claimed.receipt_id) as "awaiting"
      from mine left join candidate on true left join claimed on true`;
}

/**
 * POST /api/queue/claim: the receipt the caller now holds, until when and whether it waits for a
 * four-eyes confirmation (so the answer reads the confirmation only then), or null when none is
 * free; 409 when the caller already holds as many as the island allows.
 */
export async function claimNext(
  db: Db,
  caller: Caller,
): Promise<{ receiptId: number; expiresAt: Date; awaiting: boolean } | null> {
  return db.transaction(async (tx) => {
    await lockHolder(tx, caller);
    for (const takeOver of [false, true]) {
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const [row] = await queryRows<ClaimRow>(tx, claimStatement(caller, takeOver));
        if (row!.capped) throw capReached(row!.claimLimit);
        if (row!.candidate === null) break;
        if (row!.receiptId !== null)
          return { receiptId: row!.receiptId, expiresAt: new Date(row!.expiresAt!), awaiting: row!.awaiting };
      }
    }
    return null;
  });
}

export type RenewOutcome = { expiresAt: Date } | 'missing' | 'decided' | 'held' | 'asker';

/** The caller asked a second operator to confirm this receipt's approval: it is left for others. */
const askedByCaller = (caller: Caller, receiptId: SQL | number) =>
  sql`exists (select 1 from receipt_confirmations f where f.receipt_id = ${receiptId} and f.requested_by = ${caller.id})`;

/**
 * Extends the caller's live claim; otherwise takes the receipt again if its claim ran out and nobody
 * took it, which is a new hold: within the island's limit, and never by the asker of its four-eyes
 * approval (docs/features/queue.md 'Claims with limits'). 409 when the limit is reached.
 */
export async function renewClaim(db: Db, caller: Caller, receiptId: number): Promise<RenewOutcome> {
  const [extended] = await queryRows<{ expiresAt: Date }>(
    db,
    sql`update receipt_claims c set expires_at = now() + ${lease}
         where c.receipt_id = ${receiptId} and c.user_id = ${caller.id} and c.tenant_id = ${caller.tenantId}
           and ${live('c')} and not ${askedByCaller(caller, receiptId)}
           and exists (select 1 from receipts r where r.id = c.receipt_id and r.status = 'pending')
        returning expires_at as "expiresAt"`,
  );
  if (extended) return { expiresAt: new Date(extended.expiresAt) };
  return db.transaction(async (tx) => {
    await lockHolder(tx, caller);
    const [receipt] = await queryRows<{ status: string; asker: boolean }>(
      tx,
      sql`select status, ${askedByCaller(caller, receiptId)} as asker
            from receipts where id = ${receiptId} and tenant_id = ${caller.tenantId}`,
    );
    if (!receipt) return 'missing';
    if (receipt.status !== 'pending') return 'decided';
    if (receipt.asker) return 'asker';
    const [mine] = await queryRows<{ held: number; claimLimit: number }>(tx, holdings(caller));
    if (mine!.held >= mine!.claimLimit) throw capReached(mine!.claimLimit);
    const [renewed] = await queryRows<{ expiresAt: Date }>(
      tx,
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
    // Decided or taken by another operator in the meantime.
    const [now] = await queryRows<{ status: string }>(
      tx,
      sql`select status from receipts where id = ${receiptId}`,
    );
    return now!.status === 'pending' ? 'held' : 'decided';
  });
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

/** A four-eyes request a receipt was waiting on (queue/four-eyes.ts). */
export interface WaitingConfirmation {
  requestedBy: number;
  /** Edit and approve: the amount first asked for, in centavos. */
  newAmount: number | null;
}

/**
 * Inside a decision's transaction, on the locked receipt, one statement ends every claim on it and
 * takes its waiting four-eyes request, if any, for four eyes to settle. `heldByOther`: another
 * operator's live claim still held it, and the decision is refused (its rollback keeps both).
 */
export async function endClaimsForDecision(
  tx: DbOrTx,
  caller: DecidingCaller,
  receiptId: number,
): Promise<{ heldByOther: boolean; waiting: WaitingConfirmation | null }> {
  const [row] = await queryRows<{
    heldByOther: boolean;
    requestedBy: number | null;
    newAmount: string | number | null;
  }>(
    tx,
    sql`with ended as (
          delete from receipt_claims c where c.receipt_id = ${receiptId}
          returning c.user_id, ${live('c')} as live
        ), waiting as (
          delete from receipt_confirmations f where f.receipt_id = ${receiptId}
          returning f.requested_by, f.new_amount
        )
        select exists (select 1 from ended where live and user_id is distinct from ${caller.id}) as "heldByOther",
               waiting.requested_by as "requestedBy", waiting.new_amount as "newAmount"
          from (select 1) one left join waiting on true`,
  );
  const { heldByOther, requestedBy, newAmount } = row!;
  return {
    heldByOther,
    waiting:
      requestedBy === null ? null : { requestedBy, newAmount: newAmount === null ? null : Number(newAmount) },
  };
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
