import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { MATCH_WINDOW_MINUTES, matchFacts } from '@panel/domain/evidence/notice-match';
import {
  EVIDENCE_AUDIT_ACTIONS,
  EVIDENCE_MESSAGES as M,
  type ReturnCause,
} from '@panel/domain/evidence/texts';
import { recordAudit } from '../db/audit-log';
import { queryRows, type Db, type DbOrTx } from '../db/connection';
import { clientTransactions, notifications, receipts } from '../db/schema';
import { notFound, refused } from '../errors';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';

export interface DeferredRow {
  id: number;
  tenantId: number;
  reason: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
}

/**
 * Deferred receipts back to the queue (docs/features/evidence.md): pending again, behind the receipts
 * already waiting (`queued_at` is the time they came back), their not-charged history row removed
 * (the next decision writes its own), and an audit row per receipt with what they were and why they
 * came back; `actorUserId` is the operator who brought it back by hand, null for the system.
 */
export async function returnToQueue(
  tx: DbOrTx,
  rows: DeferredRow[],
  cause: ReturnCause,
  detail: Record<string, unknown> = {},
  actorUserId: number | null = null,
): Promise<number[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const back = await tx
    .update(receipts)
    .set({
      status: 'pending',
      reason: null,
      decidedBy: null,
      decidedAt: null,
      queuedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(receipts.id, ids), eq(receipts.status, 'notfound')))
    .returning({ id: receipts.id });
  const returned = new Set(back.map((r) => r.id));
  await tx
    .delete(clientTransactions)
    .where(and(inArray(clientTransactions.receiptId, ids), eq(clientTransactions.charged, false)));
  for (const row of rows.filter((r) => returned.has(r.id))) {
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId,
      action: EVIDENCE_AUDIT_ACTIONS.returned,
      entity: 'receipt',
      entityId: row.id,
      before: {
        status: 'notfound',
        reason: row.reason,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
      after: { status: 'pending', cause, ...detail },
    });
  }
  return [...returned];
}

const deferredColumns = {
  id: receipts.id,
  tenantId: receipts.tenantId,
  reason: receipts.reason,
  decidedBy: receipts.decidedBy,
  decidedAt: receipts.decidedAt,
  amount: receipts.amount,
  newAmount: receipts.newAmount,
  bankAccountId: receipts.bankAccountId,
  createdAt: receipts.createdAt,
};

type Notice = typeof notifications.$inferSelect;

/**
 * The island's receipts in one state (pending, or deferred as NOT_FOUND) that this notice strongly
 * matches: same amount, same account, uploaded inside the window around it. Their rows are locked.
 */
export async function receiptsProvenBy(
  tx: DbOrTx,
  notice: Notice,
  state: 'pending' | 'deferred',
): Promise<DeferredRow[]> {
  const window = MATCH_WINDOW_MINUTES * 60_000;
  const candidates = await tx
    .select(deferredColumns)
    .from(receipts)
    .where(
      and(
        eq(receipts.tenantId, notice.tenantId),
        eq(receipts.amount, notice.amount),
        state === 'pending'
          ? eq(receipts.status, 'pending')
          : and(eq(receipts.status, 'notfound'), eq(receipts.reason, 'NOT_FOUND')),
        between(
          receipts.createdAt,
          new Date(notice.noticedAt.getTime() - window),
          new Date(notice.noticedAt.getTime() + window),
        ),
      ),
    )
    .orderBy(asc(receipts.id))
    .for('update', { skipLocked: true });
  return candidates.filter(
    (r) =>
      matchFacts(
        {
          amount: r.newAmount ?? r.amount,
          bankAccountId: r.bankAccountId,
          uploadedAt: r.createdAt,
          holderName: null,
        },
        { ...notice, receiptId: null },
      ).strong,
  );
}

/** The notice itself, when it is of the island and still unused. */
export async function unusedNotice(db: DbOrTx, tenantId: number, noticeId: number): Promise<Notice | null> {
  const [notice] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, noticeId), eq(notifications.tenantId, tenantId)));
  return notice && notice.receiptId === null ? notice : null;
}

/** A notice arrived: the island's receipts deferred as NOT_FOUND that it proves return. */
export async function returnOnNotice(db: Db, tenantId: number, noticeId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const notice = await unusedNotice(tx, tenantId, noticeId);
    if (!notice) return [];
    return returnToQueue(tx, await receiptsProvenBy(tx, notice, 'deferred'), 'notice', { noticeId });
  });
}

/**
 * Receipts deferred as NOT_FOUND longer than their island's `deferred_return_minutes` return; a few
 * hundred per call, rows another call holds are skipped. Returns the islands that got some back.
 */
export async function returnOverdueDeferred(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: number;
      tenant_id: number;
      reason: string | null;
      decided_by: number | null;
      decided_at: string | null;
    }>(
      tx,
      sql`select r.id, r.tenant_id, r.reason, r.decided_by, r.decided_at
            from receipts r join islands i on i.id = r.tenant_id
           where r.status = 'notfound' and r.reason = 'NOT_FOUND'
             and i.deferred_return_minutes is not null
             and r.decided_at <= now() - make_interval(mins => i.deferred_return_minutes)
           order by r.id limit 500
           for update of r skip locked`,
    );
    const returned = await returnToQueue(
      tx,
      rows.map((r) => ({
        id: r.id,
        tenantId: r.tenant_id,
        reason: r.reason,
        decidedBy: r.decided_by,
        decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
      })),
      'delay',
    );
    return [...new Set(rows.filter((r) => returned.includes(r.id)).map((r) => r.tenant_id))];
  });
}

/**
 * The bot hands in the account holder's name for a receipt deferred as ASK_BA_OWNER: it returns, and
 * the island's screens are told.
 */
export async function handInHolderName(
  deps: { db: Db } & RealtimeDeps,
  tenantId: number,
  id: number,
  name: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...deferredColumns, status: receipts.status, ocrData: receipts.ocrData })
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)))
      .for('update');
    if (!row) throw notFound(M.receiptNotFound);
    if (row.status !== 'notfound' || row.reason !== 'ASK_BA_OWNER') throw refused(M.holderNotAsked);
    await tx
      .update(receipts)
      .set({ ocrData: { ...(row.ocrData ?? {}), titular: name } })
      .where(eq(receipts.id, id));
    await returnToQueue(tx, [row], 'holder', { holderName: name });
  });
  await publishNews(deps, tenantId);
}
