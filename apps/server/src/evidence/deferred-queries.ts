import { and, asc, eq } from 'drizzle-orm';
import type { DeferredReceiptView } from '@panel/domain/evidence/evidence-view';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { clients, islands, receipts } from '../db/schema';

/** 'Pospuestos': the island's deferred receipts, longest waiting first (docs/features/evidence.md). */
export async function listDeferred(db: Db, tenantId: number): Promise<DeferredReceiptView[]> {
  const rows = await db
    .select({
      id: receipts.id,
      amount: receipts.amount,
      newAmount: receipts.newAmount,
      reason: receipts.reason,
      decidedAt: receipts.decidedAt,
      updatedAt: receipts.updatedAt,
      createdAt: receipts.createdAt,
      clientId: clients.id,
      panelUsername: clients.panelUsername,
      returnMinutes: islands.deferredReturnMinutes,
    })
    .from(receipts)
    .innerJoin(clients, eq(clients.id, receipts.clientId))
    .innerJoin(islands, eq(islands.id, receipts.tenantId))
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.status, 'notfound')))
    .orderBy(asc(receipts.decidedAt), asc(receipts.id))
    .limit(500);
  return rows.map((r) => {
    const deferredAt = r.decidedAt ?? r.updatedAt;
    const returns = r.reason === 'NOT_FOUND' && r.returnMinutes !== null;
    return {
      id: r.id,
      amount: centavosToPesos(r.newAmount ?? r.amount),
      reason: r.reason,
      deferredAt: deferredAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      player: { id: r.clientId, panelUsername: r.panelUsername },
      returnsAt: returns ? new Date(deferredAt.getTime() + r.returnMinutes! * 60_000).toISOString() : null,
    };
  });
}
