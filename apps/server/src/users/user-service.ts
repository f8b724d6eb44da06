import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import type { Rol } from '@panel/domain/roles';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { panelUsers } from '../db/schema';
import { recordAudit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { notFound, refused } from '../errors';
import type { Caller } from '../http/access-control';
import type { UserView } from '@panel/domain/users/user-view';
import { findUserView, selectUserViews, toUserView } from './user-view';

export interface NewPanelUser {
  username: string;
  email: string;
  password: string;
  rol: Rol;
  tenantId: number;
  active?: boolean;
}

/** Usernames are unique regardless of case: the database's unique index says so, in Spanish here. */
async function withUniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(USER_MESSAGES.usernameTaken);
    throw error;
  }
}

export async function createPanelUser(db: Db, input: NewPanelUser, actor: Caller | null): Promise<UserView> {
  const passwordHash = await hashPassword(input.password); // outside the transaction: hashing is slow
  const id = await withUniqueUsername(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(panelUsers)
        .values({
          username: input.username.trim(),
          email: input.email.trim(),
          passwordHash,
          rol: input.rol,
          tenantId: input.tenantId,
          active: input.active ?? true,
        })
        .returning({ id: panelUsers.id });
      const userId = row!.id;
      await recordAudit(tx, {
        tenantId: input.tenantId,
        actorUserId: actor?.id ?? null,
        action: 'user.create',
        entity: 'panel_user',
        entityId: userId,
        after: { username: input.username, email: input.email, rol: input.rol, tenantId: input.tenantId },
      });
      return userId;
    }),
  );
  return (await findUserView(db, id))!;
}

/**
 * Non-administrators see only their own account; another user's id answers 404, like a missing one,
 * so ids of other accounts are not revealed.
 */
export async function readUser(db: Db, caller: Caller, id: number): Promise<UserView> {
  if (caller.rol !== 1 && caller.id !== id) throw notFound(USER_MESSAGES.notFound);
  const user = await findUserView(db, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

export interface ProfileChange {
  username: string;
  email: string;
  password: string;
}

/** Username, email and, when given, a new password. Role, island and status are not touched here. */
export async function updateProfile(
  db: Db,
  caller: Caller,
  id: number,
  change: ProfileChange,
): Promise<UserView> {
  const before = await readUser(db, caller, id);
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  await withUniqueUsername(() =>
    db.transaction(async (tx) => {
      await tx
        .update(panelUsers)
        .set({
          username: change.username.trim(),
          email: change.email.trim(),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(panelUsers.id, id));
      await recordAudit(tx, {
        tenantId: before.tenant_id,
        actorUserId: caller.id,
        action: 'user.update',
        entity: 'panel_user',
        entityId: id,
        before: { username: before.username, email: before.email },
        after: {
          username: change.username.trim(),
          email: change.email.trim(),
          passwordChanged: !!passwordHash,
        },
      });
    }),
  );
  return (await findUserView(db, id))!;
}

export async function listUsers(db: Db): Promise<UserView[]> {
  const rows = await selectUserViews(db).orderBy(panelUsers.id);
  return rows.map(toUserView);
}
