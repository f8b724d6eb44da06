import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDay } from '@panel/domain/dates';
import type { DbOrTx } from '../db/connection';
import { islands, panelUsers } from '../db/schema';

/** What the API tells about a panel user: never the password hash. */
export const userView = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  rol: z.number(),
  active: z.boolean(),
  tenant_id: z.number(),
  tenant: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string().describe('dd/mm/yyyy'),
});
export type UserView = z.infer<typeof userView>;

export const userViewColumns = {
  id: panelUsers.id,
  username: panelUsers.username,
  email: panelUsers.email,
  rol: panelUsers.rol,
  active: panelUsers.active,
  tenantId: panelUsers.tenantId,
  tenantName: islands.name,
  createdAt: panelUsers.createdAt,
};

type UserRow = { [K in keyof typeof userViewColumns]: (typeof userViewColumns)[K]['_']['data'] };

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
  };
}

export function selectUserViews(db: DbOrTx) {
  return db.select(userViewColumns).from(panelUsers).innerJoin(islands, eq(islands.id, panelUsers.tenantId));
}

export async function findUserView(db: DbOrTx, id: number): Promise<UserView | undefined> {
  const [row] = await selectUserViews(db).where(eq(panelUsers.id, id));
  return row && toUserView(row);
}
