import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/connection';
import { auditLog } from '../src/db/schema';

/** The audit rows of one action on one record, oldest first. */
export const auditRowsOf = (db: Db, action: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
