import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import { auditChanges } from '@panel/domain/audit/audit-changes';
import { AUDIT_PAGE_SIZE, type AuditFilters, type AuditRowView } from '@panel/domain/audit/audit-rules';
import { addDays } from '@panel/domain/date-range';
import { usernameKey } from '@panel/domain/users/username-key';
import type { DbOrTx } from '../db/connection';
import { auditLog, islands, panelUsers } from '../db/schema';
import { startOfDay } from '../dashboard/dashboard-queries';

/**
 * The audit trail as the screen reads it (docs/features/audit.md): rol 1 every island's rows, rol 2
 * only their island's; newest first, a page at a time by id (`before`), so a page costs the same
 * at the millionth row as at the first (indexes of migration 0013).
 */
function whereOf(caller: Caller, filters: AuditFilters, before?: number): SQL | undefined {
  const user = filters.user
    ? sql`${auditLog.actorUserId} in (select ${panelUsers.id} from ${panelUsers} where ${panelUsers.usernameKey} = ${usernameKey(filters.user)})`
    : undefined;
  return and(
    caller.rol === 1 ? undefined : eq(auditLog.tenantId, caller.tenantId),
    user,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entityId !== undefined ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.from ? gte(auditLog.createdAt, startOfDay(filters.from)) : undefined,
    filters.to ? lt(auditLog.createdAt, startOfDay(addDays(filters.to, 1))) : undefined,
    before !== undefined ? lt(auditLog.id, before) : undefined,
  );
}

export async function auditPage(
  db: DbOrTx,
  caller: Caller,
  filters: AuditFilters,
  before?: number,
  limit = AUDIT_PAGE_SIZE,
): Promise<AuditRowView[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(caller, filters, before))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  const userIds = [...new Set(rows.flatMap((r) => (r.actorUserId === null ? [] : [r.actorUserId])))];
  const islandIds = [...new Set(rows.flatMap((r) => (r.tenantId === null ? [] : [r.tenantId])))];
  const [users, names] = await Promise.all([
    userIds.length
      ? db
          .select({ id: panelUsers.id, name: panelUsers.username })
          .from(panelUsers)
          .where(inArray(panelUsers.id, userIds))
      : [],
    islandIds.length
      ? db.select({ id: islands.id, name: islands.name }).from(islands).where(inArray(islands.id, islandIds))
      : [],
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const islandName = new Map(names.map((i) => [i.id, i.name]));
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    islandId: row.tenantId,
    islandName: row.tenantId === null ? null : (islandName.get(row.tenantId) ?? null),
    userId: row.actorUserId,
    username: row.actorUserId === null ? null : (userName.get(row.actorUserId) ?? null),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: auditChanges(row.before, row.after),
  }));
}

/** Every page of the filtered trail, newest first: what the CSV streams, in the list's order. */
export async function* auditPages(db: DbOrTx, caller: Caller, filters: AuditFilters, pageSize = 2000) {
  let before: number | undefined;
  for (;;) {
    const rows = await auditPage(db, caller, filters, before, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    before = rows[rows.length - 1]!.id;
  }
}
