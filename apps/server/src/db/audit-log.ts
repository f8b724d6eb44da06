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
