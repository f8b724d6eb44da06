import type { DbOrTx } from './connection';
import { auditLog } from './schema';

export interface AuditEntry {
  tenantId: number | null;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
  decisionMs?: number;
}

/**
 * Written inside the same transaction as the change it records. Every service writes audit rows, so
 * this sits below the features, apart from the audit screen (audit/) that reads them.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** What a feature tells about one change: the island is the actor's own unless `tenantId` names another. */
export type AuditChange = Omit<AuditEntry, 'tenantId' | 'actorUserId' | 'entity'> & {
  tenantId?: number | null;
};

/**
 * The audit writer of one entity: `audit(tx, caller, { action, entityId, before, after })` records the
 * caller as the actor, in the caller's island unless the change names another.
 */
export function auditOf(entity: string) {
  return (db: DbOrTx, actor: { id: number; tenantId: number | null }, change: AuditChange) =>
    recordAudit(db, { tenantId: actor.tenantId, actorUserId: actor.id, entity, ...change });
}
