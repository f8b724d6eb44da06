import { and, asc, between, desc, eq, lt, or, sql } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import {
  MATCH_WINDOW_MINUTES,
  MATCHES_SHOWN,
  matchFacts,
  rankMatches,
  type MatchFacts,
} from '@panel/domain/evidence/notice-match';
import { PHASH_MAX_DISTANCE, type DuplicateKind } from '@panel/domain/evidence/duplicates';
import type { DuplicateView, NoticeMatchView } from '@panel/domain/evidence/evidence-view';
import type { DbOrTx } from '../db/connection';
import { auditLog, notifications, receipts } from '../db/schema';
import { returnRowsOf } from './returned-story';

/** The receipt as evidence needs it. */
export interface EvidenceReceipt {
  id: number;
  tenantId: number;
  clientId: number;
  amount: number;
  newAmount: number | null;
  bankAccountId: number | null;
  createdAt: Date;
  fileSha256: string | null;
  phash: bigint | null;
  operationNumber: string | null;
}

const WINDOW_MS = MATCH_WINDOW_MINUTES * 60_000;

export interface ScoredNotice {
  id: number;
  facts: MatchFacts;
  row: typeof notifications.$inferSelect;
}

/**
 * The island's notices inside the window around the upload that share the amount or the receiving
 * account, scored against the receipt (docs/features/evidence.md); best first.
 */
export async function scoredNotices(
  db: DbOrTx,
  receipt: EvidenceReceipt,
  holderName: string | null,
): Promise<ScoredNotice[]> {
  const amount = receipt.newAmount ?? receipt.amount;
  const from = new Date(receipt.createdAt.getTime() - WINDOW_MS);
  const to = new Date(receipt.createdAt.getTime() + WINDOW_MS);
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, receipt.tenantId),
        between(notifications.noticedAt, from, to),
        or(
          eq(notifications.amount, amount),
          receipt.bankAccountId === null ? undefined : eq(notifications.bankAccountId, receipt.bankAccountId),
        ),
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(200);
  const side = { amount, bankAccountId: receipt.bankAccountId, uploadedAt: receipt.createdAt, holderName };
  return rankMatches(
    rows.map((row) => ({
      id: row.id,
      row,
      facts: matchFacts(
        side,
        {
          id: row.id,
          amount: row.amount,
          bankAccountId: row.bankAccountId,
          noticedAt: row.noticedAt,
          from: row.from,
          receiptId: row.receiptId,
        },
        receipt.id,
      ),
    })),
  );
}

export function noticeMatchView(match: ScoredNotice, holderName: string | null): NoticeMatchView {
  const r = match.row;
  return {
    id: r.id,
    date: r.noticedAt.toISOString(),
    bank: r.bank,
    from: r.from,
    amount: centavosToPesos(r.amount),
    bankaccount: { id: r.bankAccountId, name: r.bankAccountName },
    receiptId: r.receiptId,
    facts: match.facts,
    holderName,
  };
}

export async function noticeMatches(
  db: DbOrTx,
  receipt: EvidenceReceipt,
  holderName: string | null,
): Promise<NoticeMatchView[]> {
  const scored = await scoredNotices(db, receipt, holderName);
  return scored.slice(0, MATCHES_SHOWN).map((m) => noticeMatchView(m, holderName));
}

const KIND_ORDER: Record<DuplicateKind, number> = { file: 0, operation: 1, image: 2 };

/**
 * Earlier receipts of the island with the same file, the same operation number, or the same picture
 * (perceptual hash within PHASH_MAX_DISTANCE bits) from the same player with the same declared amount;
 * each once, by its strongest kind, newest first.
 */
export async function duplicateReceipts(db: DbOrTx, receipt: EvidenceReceipt): Promise<DuplicateView[]> {
  const sameFile = receipt.fileSha256 ? eq(receipts.fileSha256, receipt.fileSha256) : undefined;
  const sameOperation = receipt.operationNumber
    ? eq(receipts.operationNumber, receipt.operationNumber)
    : undefined;
  const samePicture =
    receipt.phash === null
      ? undefined
      : and(
          eq(receipts.clientId, receipt.clientId),
          eq(receipts.amount, receipt.amount),
          sql`bit_count((${receipts.phash} # ${receipt.phash.toString()}::bigint)::bit(64)) <= ${PHASH_MAX_DISTANCE}`,
        );
  if (!sameFile && !sameOperation && !samePicture) return [];
  const kind = sql<DuplicateKind>`case
      when ${sameFile ?? sql`false`} then 'file'
      when ${sameOperation ?? sql`false`} then 'operation'
      else 'image' end`;
  const rows = await db
    .select({
      id: receipts.id,
      kind,
      status: receipts.status,
      reason: receipts.reason,
      decidedAt: receipts.decidedAt,
      amount: receipts.amount,
    })
    .from(receipts)
    .where(
      and(
        eq(receipts.tenantId, receipt.tenantId),
        lt(receipts.id, receipt.id),
        or(sameFile, sameOperation, samePicture),
      ),
    )
    .orderBy(desc(receipts.id))
    .limit(20);
  return rows
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
      amount: centavosToPesos(r.amount),
    }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.id - a.id);
}

/** The part of a receipt that says which transfer it claims: amount to credit, account, upload time. */
export interface TransferSide {
  id: number;
  tenantId: number;
  amount: number;
  bankAccountId: number | null;
  createdAt: Date;
}

/**
 * The island's notices that could be this receipt's transfer: same amount to the centavo, same
 * receiving account, dated inside the window around the upload; nearest in time first, then the
 * older. `lock` takes their rows for the caller's transaction, so a racing approval waits.
 */
export async function sameTransferNotices(db: DbOrTx, receipt: TransferSide, lock = false) {
  if (receipt.bankAccountId === null) return [];
  const query = db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, receipt.tenantId),
        eq(notifications.amount, receipt.amount),
        eq(notifications.bankAccountId, receipt.bankAccountId),
        between(
          notifications.noticedAt,
          new Date(receipt.createdAt.getTime() - WINDOW_MS),
          new Date(receipt.createdAt.getTime() + WINDOW_MS),
        ),
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(50);
  const rows = lock ? await query.for('update') : await query;
  const distance = (r: typeof notifications.$inferSelect) =>
    Math.abs(r.noticedAt.getTime() - receipt.createdAt.getTime());
  return rows.sort((a, b) => distance(a) - distance(b) || a.id - b.id);
}

/**
 * How many pending receipts of the island this notice could prove: same amount (edited if edited),
 * same account, uploaded inside the window around its date. More than one: the notice alone cannot
 * say whose transfer it is (docs/features/evidence.md 'Automatic approval').
 */
export async function pendingReceiptsProvenBy(
  db: DbOrTx,
  notice: typeof notifications.$inferSelect,
): Promise<number> {
  if (notice.bankAccountId === null) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(receipts)
    .where(
      and(
        eq(receipts.tenantId, notice.tenantId),
        eq(receipts.status, 'pending'),
        eq(receipts.bankAccountId, notice.bankAccountId),
        sql`coalesce(${receipts.newAmount}, ${receipts.amount}) = ${notice.amount}`,
        between(
          receipts.createdAt,
          new Date(notice.noticedAt.getTime() - WINDOW_MS),
          new Date(notice.noticedAt.getTime() + WINDOW_MS),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the receipt ever came back from 'Pospuestos' (its `receipt.return` audit row). */
export async function cameBackFromDeferral(db: DbOrTx, receiptId: number): Promise<boolean> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(returnRowsOf(receiptId)).limit(1);
  return row !== undefined;
}
