import { and, eq, sql } from 'drizzle-orm';
import type { ReceiptReading } from '@panel/domain/receipt-reading/receipt-reading';
import { queryRows, type Db, type DbOrTx } from '../db/connection';
import { receiptReadingJobs, receipts } from '../db/schema';

/**
 * The reading queue in the database (docs/features/receipt-reading.md). A job is claimed under a
 * lease with FOR UPDATE SKIP LOCKED, so two instances never take the same receipt; a claim whose
 * lease ran out (its instance died) is free again; the result and the job's removal commit together.
 */
export const PENDING_READING: ReceiptReading = { status: 'pending', fields: {} };

/** With the receipt, in the intake's transaction: the receipt shows 'pending' until it is read. */
export async function queueReading(tx: DbOrTx, receiptId: number, tenantId: number): Promise<void> {
  await tx.update(receipts).set({ reading: PENDING_READING }).where(eq(receipts.id, receiptId));
  await tx.insert(receiptReadingJobs).values({ receiptId, tenantId }).onConflictDoNothing();
}

export interface ClaimedJob {
  receiptId: number;
  tenantId: number;
  attempts: number;
  fileKey: string;
  fileType: string;
}

/** The oldest due job nobody holds, now held by `owner` for `leaseMs`; null when there is none. */
export async function claimReading(db: Db, owner: string, leaseMs: number): Promise<ClaimedJob | null> {
  const [job] = await queryRows<{
    receipt_id: number;
    tenant_id: number;
    attempts: number;
    file_key: string;
    file_type: string;
  }>(
    db,
    sql`with next as (
          select receipt_id from receipt_reading_jobs
          where run_after <= now() and (locked_until is null or locked_until < now())
          order by run_after, receipt_id
          limit 1
          for update skip locked
        )
        update receipt_reading_jobs j
        set attempts = j.attempts + 1,
            locked_by = ${owner},
            locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        from next, receipts r
        where j.receipt_id = next.receipt_id and r.id = j.receipt_id
        returning j.receipt_id, j.tenant_id, j.attempts, r.file_key, r.file_type`,
  );
  return job
    ? {
        receiptId: job.receipt_id,
        tenantId: job.tenant_id,
        attempts: Number(job.attempts),
        fileKey: job.file_key,
        fileType: job.file_type,
      }
    : null;
}

/**
 * Stores the reading and removes the job, only while `owner` still holds it: a reader whose lease
 * ran out and was overtaken writes nothing. Returns whether it was stored.
 */
export async function finishReading(
  db: Db,
  job: ClaimedJob,
  owner: string,
  reading: ReceiptReading,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(receiptReadingJobs)
      .where(and(eq(receiptReadingJobs.receiptId, job.receiptId), eq(receiptReadingJobs.lockedBy, owner)))
      .returning({ id: receiptReadingJobs.receiptId });
    if (removed.length === 0) return false;
    await tx.update(receipts).set({ reading }).where(eq(receipts.id, job.receiptId));
    return true;
  });
}

/** Gives the job back to be tried again after `delayMs`. */
export async function retryReading(db: Db, job: ClaimedJob, owner: string, error: string, delayMs: number) {
  await db
    .update(receiptReadingJobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastError: error.slice(0, 200),
      runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(and(eq(receiptReadingJobs.receiptId, job.receiptId), eq(receiptReadingJobs.lockedBy, owner)));
}

/** At shutdown: the jobs this instance holds go back to the queue, their attempt not counted. */
export async function releaseReadings(db: Db, owner: string): Promise<void> {
  await db
    .update(receiptReadingJobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      attempts: sql`greatest(${receiptReadingJobs.attempts} - 1, 0)`,
    })
    .where(eq(receiptReadingJobs.lockedBy, owner));
}
