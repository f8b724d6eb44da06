import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatDay } from '@panel/domain/dates';
import type { UserView } from '@panel/domain/users/user-view';
import type { DbOrTx } from '../db/connection';
import { islands, panelUsers } from '../db/schema';

export const userViewColumns = {
  id: panelUsers.id,
  username: panelUsers.username,
  email: panelUsers.email,
  rol: panelUsers.rol,
  active: panelUsers.active,
  tenantId: panelUsers.tenantId,
  tenantName: islands.name,
  createdAt: panelUsers.createdAt,
  /** Read only to say whether the user has a second factor; never sent out. */
  totpSecretEnc: panelUsers.totpSecretEnc,
};

type UserRow = {
  [K in keyof typeof userViewColumns]:
    (typeof userViewColumns)[K]['_']['data'] | (K extends 'totpSecretEnc' ? null : never);
};

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    rol: row.rol,
    active: row.active,
    tenant_id: row.tenantId,
    tenant: { id: row.tenantId, name: row.tenantName },
    createdAt: formatDay(row.createdAt),
    totpEnabled: row.totpSecretEnc !== null,
  };
}

/** A user not deleted: deleted users stay only as the authors of what they did (docs/features/users.md). */
export const liveUser = isNull(panelUsers.deletedAt);

/**
 * Live users with their island; `extra` adds columns a caller needs beside the view (never sent out).
 * The join leaves deleted users out, so every caller's own `where` (list, sign-in, by id) skips them.
 */
export function selectUserViews<Extra extends Record<string, PgColumn>>(db: DbOrTx, extra?: Extra) {
  return db
    .select({ ...userViewColumns, ...(extra as Extra) })
    .from(panelUsers)
    .innerJoin(islands, and(eq(islands.id, panelUsers.tenantId), liveUser));
}

export async function findUserView(db: DbOrTx, id: number): Promise<UserView | undefined> {
  const [row] = await selectUserViews(db).where(eq(panelUsers.id, id));
  return row && toUserView(row);
}
