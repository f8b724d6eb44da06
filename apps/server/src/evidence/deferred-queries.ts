import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DeferredDetailView, DeferredReceiptView } from '@panel/domain/evidence/evidence-view';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import { centavosToPesos } from '@panel/domain/money';
import { queryRows, type Db, type DbOrTx } from '../db/connection';
import { islands, panelUsers, receipts } from '../db/schema';
import { playerRef, receiptsWithPlayer } from '../db/receipt-player';
import { notFound } from '../errors';
import { messageStatesOfReceipts } from '../player-messages/message-states';
import { signFileLink } from '../storage/signed-url';

/** What 'Pospuestos' lists per receipt: no file, no reading, no decider, so 500 rows stay light. */
const listColumns = {
  id: receipts.id,
  amount: receipts.amount,
  newAmount: receipts.newAmount,
  reason: receipts.reason,
  decidedAt: receipts.decidedAt,
  updatedAt: receipts.updatedAt,
  createdAt: receipts.createdAt,
  player: playerRef,
  returnMinutes: islands.deferredReturnMinutes,
};

// Deferred receipts, with their island (for its return delay).
const deferred = eq(receipts.status, 'notfound');
const ofIsland = eq(islands.id, receipts.tenantId);

function listRows(db: DbOrTx, where: SQL | undefined) {
  return receiptsWithPlayer(db, listColumns).innerJoin(islands, ofIsland).where(and(where, deferred));
}

type Row = Awaited<ReturnType<typeof listRows>>[number];

function toView(r: Row): DeferredReceiptView {
  const deferredAt = r.decidedAt ?? r.updatedAt;
  const returns = r.reason === 'NOT_FOUND' && r.returnMinutes !== null;
  return {
    id: r.id,
    amount: centavosToPesos(r.newAmount ?? r.amount),
    reason: r.reason,
    deferredAt: deferredAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    player: r.player,
    returnsAt: returns ? new Date(deferredAt.getTime() + r.returnMinutes! * 60_000).toISOString() : null,
  };
}

/** 'Pospuestos': the island's deferred receipts, longest waiting first (docs/features/evidence.md). */
export async function listDeferred(db: Db, tenantId: number): Promise<DeferredReceiptView[]> {
  const rows = await listRows(db, eq(receipts.tenantId, tenantId))
    .orderBy(asc(receipts.decidedAt), asc(receipts.id))
    .limit(500);
  // Whether the player got the message that deferred it (docs/features/player-messages.md).
  const messages = await messageStatesOfReceipts(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toView(r), playerMessage: messages.get(r.id) ?? null }));
}

/**
 * GET /api/deferred/{id}: one deferred receipt of the island as 'Pospuestos' opens it, with its file
 * link, who deferred it and the account holder's name the bot sent (`ocrData.titular`). 404 when it is
 * of another island or no longer deferred.
 */
export async function findDeferred(
  db: Db,
  tenantId: number,
  id: number,
  linkSecret: string,
): Promise<DeferredDetailView> {
  // Opening one adds its file, the holder's name the bot sent and who deferred it.
  const detailColumns = {
    ...listColumns,
    fileKey: receipts.fileKey,
    fileType: receipts.fileType,
    ocrData: receipts.ocrData,
    deferredBy: panelUsers.username,
  };
  const [row] = await receiptsWithPlayer(db, detailColumns)
    .innerJoin(islands, ofIsland)
    .leftJoin(panelUsers, eq(panelUsers.id, receipts.decidedBy))
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId), deferred));
  if (!row) throw notFound(M.receiptNotFound);
  const link = signFileLink(row.fileKey, linkSecret);
  const messages = await messageStatesOfReceipts(db, tenantId, [id]);
  return {
    ...toView(row),
    playerMessage: messages.get(id) ?? null,
    url: link.url,
    urlExpiresAt: link.expiresAt.toISOString(),
    fileType: row.fileType,
    holderName: row.ocrData?.titular ?? null,
    deferredBy: row.deferredBy,
  };
}

/**
 * How many of the island's receipts deferred as NOT_FOUND a return delay of `minutes` would bring
 * back at once (the sweep's own condition), so Islas can say so before it is saved.
 */
export async function countReturnedBy(db: Db, islandId: number, minutes: number): Promise<number> {
  const [island] = await db.select({ id: islands.id }).from(islands).where(eq(islands.id, islandId));
  if (!island) throw notFound(M.islandNotFound);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from receipts
         where tenant_id = ${islandId} and status = 'notfound' and reason = 'NOT_FOUND'
           and decided_at <= now() - make_interval(mins => ${minutes})`,
  );
  return row?.count ?? 0;
}
