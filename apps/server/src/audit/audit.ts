import type { DbOrTx } from '../db/connection';
import { auditLog } from '../db/schema';

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

/** Written inside the same transaction as the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
