import { and, desc, eq } from 'drizzle-orm';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import { RETURN_CAUSES, type ReturnedView } from '@panel/domain/evidence/returned-view';
import type { DbOrTx } from '../db/connection';
import { auditLog } from '../db/schema';

type Json = Record<string, unknown> | null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The receipt's `receipt.return` audit rows: one each time it came back from 'Pospuestos'. */
export const returnRowsOf = (receiptId: number) =>
  and(
    eq(auditLog.entity, 'receipt'),
    eq(auditLog.entityId, receiptId),
    eq(auditLog.action, EVIDENCE_AUDIT_ACTIONS.returned),
  );

/**
 * A pending receipt's way back from 'Pospuestos' (docs/features/evidence.md): read from its latest
 * `receipt.return` audit row (apps/server/src/evidence/deferred-return.ts writes what it was and why it
 * came back), one indexed row (entity, entity id, id). Null when it never returned.
 */
export async function returnedStory(db: DbOrTx, receiptId: number): Promise<ReturnedView | null> {
  const [row] = await db
    .select({ before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(returnRowsOf(receiptId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const before = row.before as Json;
  const after = row.after as Json;
  const cause = RETURN_CAUSES.find((c) => c === after?.cause) ?? 'delay';
  const returnedAt = row.createdAt.toISOString();
  return {
    // A deferral always has its time; a row written without one still tells when it came back.
    deferredAt: text(before?.decidedAt) ?? returnedAt,
    reason: text(before?.reason),
    cause,
    returnedAt,
    holderName: text(after?.holderName),
  };
}
