import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import {
  auditChanges,
  auditReferences,
  type AuditNames,
  type AuditReferenceKind,
} from '@panel/domain/audit/audit-changes';
import { AUDIT_PAGE_SIZE, type AuditFilters, type AuditRowView } from '@panel/domain/audit/audit-rules';
import { userLabel, type AuditActorKind } from '@panel/domain/audit/audit-names';
import { addDays } from '@panel/domain/date-range';
import { usernameKey } from '@panel/domain/users/username-key';
import type { DbOrTx } from '../db/connection';
import {
  auditLog,
  bankAccounts,
  banks,
  bots,
  clients,
  islands,
  panelUserNames,
  panelUsers,
} from '../db/schema';
import { startOfDay } from '../db/business-time';

/**
 * The audit trail as the screen reads it (docs/features/audit.md): rol 1 every island's rows, rol 2
 * only their island's; newest first, a page at a time by id (`before`), so a page costs the same
 * at the millionth row as at the first (indexes of migration 0013).
 */
function whereOf(caller: Caller, filters: AuditFilters, before?: number): SQL | undefined {
  // Whoever bears or bore the name: a deleted user, and a user renamed since (docs/features/audit.md 'Who').
  const key = filters.user ? usernameKey(filters.user) : undefined;
  const user = key
    ? sql`${auditLog.actorUserId} in (select ${panelUsers.id} from ${panelUsers} where ${panelUsers.usernameKey} = ${key}
        union select ${panelUserNames.userId} from ${panelUserNames} where ${panelUserNames.usernameKey} = ${key})`
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
  const refs = auditReferences(rows);
  for (const row of rows) {
    if (row.actorUserId !== null) (refs.user ??= new Set()).add(row.actorUserId);
    if (row.tenantId !== null) (refs.island ??= new Set()).add(row.tenantId);
  }
  const [names, users] = await Promise.all([namesOf(db, refs), usersOf(db, refs.user)]);
  // In the changes a deleted user reads 'name (eliminado)'; the row's own author is `actor` 'deleted'.
  names.user = new Map([...users].map(([id, user]) => [id, userLabel(user)]));
  const actorOf = (row: (typeof rows)[number]): AuditActorKind => {
    if (row.actorUserId === null) return row.actorDeleted ? 'deleted' : 'system';
    return users.get(row.actorUserId)?.deleted ? 'deleted' : 'user';
  };
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    islandId: row.tenantId,
    islandName: row.tenantId === null ? null : (names.island?.get(row.tenantId) ?? null),
    userId: row.actorUserId,
    username: row.actorUserId === null ? null : (users.get(row.actorUserId)?.username ?? null),
    actor: actorOf(row),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: auditChanges(row.before, row.after, { entity: row.entity, names }),
  }));
}

/** The users a page names, deleted ones too (they stay as tombstones: docs/features/users.md). */
async function usersOf(db: DbOrTx, ids: Set<number> | undefined) {
  if (!ids?.size) return new Map<number, { username: string; deleted: boolean }>();
  const rows = await db
    .select({
      id: panelUsers.id,
      username: panelUsers.username,
      deleted: sql<boolean>`${panelUsers.deletedAt} is not null`,
    })
    .from(panelUsers)
    .where(inArray(panelUsers.id, [...ids]));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
}

/** The tables whose names the trail shows in place of ids, and the column it shows (users: usersOf). */
const NAMED = {
  island: { table: islands, id: islands.id, name: islands.name },
  bankAccount: { table: bankAccounts, id: bankAccounts.id, name: bankAccounts.name },
  bank: { table: banks, id: banks.id, name: banks.bankname },
  client: { table: clients, id: clients.id, name: clients.panelUsername },
  bot: { table: bots, id: bots.id, name: bots.name },
} as const;

/**
 * The names of a page's records, one query per kind that appears (money by its account:
 * docs/features/audit.md).
 */
async function namesOf(
  db: DbOrTx,
  refs: Partial<Record<AuditReferenceKind, Set<number>>>,
): Promise<AuditNames> {
  const kinds = Object.keys(NAMED) as (keyof typeof NAMED)[];
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const ids = [...(refs[kind] ?? [])];
      if (!ids.length) return [kind, new Map<number, string>()] as const;
      const { table, id, name } = NAMED[kind];
      const rows = await db.select({ id, name }).from(table).where(inArray(id, ids));
      return [kind, new Map(rows.map((r) => [r.id, r.name]))] as const;
    }),
  );
  return Object.fromEntries(found);
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
