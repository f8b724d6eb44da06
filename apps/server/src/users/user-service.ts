import { and, eq, sql } from 'drizzle-orm';
import { USER_MESSAGES, type UserEditBody } from '@panel/domain/users/user-rules';
import type { Rol } from '@panel/domain/roles';
import type { Db, DbOrTx } from '../db/connection';
import { refusingDuplicates } from '../db/errors';
import { islands, panelUsers, receiptClaims, receiptConfirmations } from '../db/schema';
import { auditOf, recordAudit } from '../db/audit-log';
import { hashPassword } from '../security/password';
import { endSessions } from './sessions';
import { usernameKey } from '@panel/domain/users/username-key';
import { forbidden, notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';
import type { UserView } from '@panel/domain/users/user-view';
import { findUserView, liveUser, selectUserViews, toUserView } from './user-view';

const audit = auditOf('panel_user');

export interface NewPanelUser {
  username: string;
  email: string;
  password: string;
  rol: Rol;
  tenantId: number;
  active?: boolean;
}

/**
 * Usernames are unique as `usernameKey` reads them (case, width and marks aside): the database's
 * unique index says so, in Spanish here.
 */
/** The island a user is put in must exist; the share lock keeps it from being deleted meanwhile. */
async function lockIsland(tx: DbOrTx, islandId: number): Promise<void> {
  const [island] = await tx
    .select({ id: islands.id })
    .from(islands)
    .where(eq(islands.id, islandId))
    .for('share');
  if (!island) throw refused(USER_MESSAGES.islandMissing);
}

export async function createPanelUser(db: Db, input: NewPanelUser, actor: Caller | null): Promise<UserView> {
  const passwordHash = await hashPassword(input.password); // outside the transaction: hashing is slow
  const id = await refusingDuplicates(USER_MESSAGES.usernameTaken, () =>
    db.transaction(async (tx) => {
      await lockIsland(tx, input.tenantId);
      const [row] = await tx
        .insert(panelUsers)
        .values({
          username: input.username.trim(),
          usernameKey: usernameKey(input.username),
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

/**
 * Username, email and, when given, a new password: what the profile modal sends, for every role.
 * The users screen (rol 1) also sends rol, island and status. Nobody changes their own status or rol,
 * so an island always keeps the administrator who is making the change. A new password, rol, island
 * or status ends the user's sessions; `sessionVersion` is then the new one, so the caller's own
 * session can go on with a fresh token.
 */
export async function updateUser(
  db: Db,
  caller: Caller,
  id: number,
  change: Omit<UserEditBody, 'vpassword'>,
): Promise<{ user: UserView; sessionVersion?: number }> {
  const before = await readUser(db, caller, id);
  const { rol, tenant_id: tenantId, active } = change;
  if ((rol !== undefined || tenantId !== undefined || active !== undefined) && caller.rol !== 1) {
    throw forbidden(USER_MESSAGES.adminOnlyFields);
  }
  if (id === caller.id && active !== undefined && active !== before.active) {
    throw refused(USER_MESSAGES.cannotToggleSelf);
  }
  if (id === caller.id && rol !== undefined && rol !== before.rol) {
    throw refused(USER_MESSAGES.cannotChangeOwnRol);
  }
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  const after = {
    username: change.username.trim(),
    email: change.email.trim(),
    ...(rol !== undefined ? { rol } : {}),
    ...(tenantId ? { tenantId } : {}),
    ...(active !== undefined ? { active } : {}),
  };
  const endsSessions =
    !!passwordHash ||
    (rol !== undefined && rol !== before.rol) ||
    (!!tenantId && tenantId !== before.tenant_id) ||
    (active !== undefined && active !== before.active);
  const sessionVersion = await refusingDuplicates(USER_MESSAGES.usernameTaken, () =>
    db.transaction(async (tx) => {
      if (tenantId) await lockIsland(tx, tenantId);
      await tx
        .update(panelUsers)
        .set({
          ...after,
          usernameKey: usernameKey(after.username),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(panelUsers.id, id));
      await audit(tx, caller, {
        tenantId: before.tenant_id,
        action: 'user.update',
        entityId: id,
        before: {
          username: before.username,
          email: before.email,
          rol: before.rol,
          tenantId: before.tenant_id,
          active: before.active,
        },
        after: { ...after, passwordChanged: !!passwordHash },
      });
      return endsSessions ? endSessions(tx, id) : undefined;
    }),
  );
  return { user: (await findUserView(db, id))!, sessionVersion };
}

/**
 * Blocks or unblocks another user. Blocking ends their sessions at their next call; the session
 * version moves either way, so unblocking never brings an old token back.
 */
export async function toggleUser(db: Db, caller: Caller, id: number): Promise<UserView> {
  if (id === caller.id) throw refused(USER_MESSAGES.cannotToggleSelf);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(panelUsers)
      .set({ active: sql`not ${panelUsers.active}`, updatedAt: new Date() })
      .where(and(eq(panelUsers.id, id), liveUser))
      .returning({ active: panelUsers.active, tenantId: panelUsers.tenantId });
    if (!row) throw notFound(USER_MESSAGES.notFound);
    await endSessions(tx, id);
    await audit(tx, caller, {
      tenantId: row.tenantId,
      action: 'user.toggle',
      entityId: id,
      before: { active: !row.active },
      after: { active: row.active },
    });
  });
  return (await findUserView(db, id))!;
}

/**
 * Deletes another user: gone from every list, sign-in and lookup, their sessions ended, their name
 * free again, and what they held in the queue (claims, an approval waiting for a second operator) let
 * go. The row stays as a tombstone, so their decisions and audit rows keep naming them
 * (docs/features/users.md); the password and second factor are wiped.
 */
export async function deleteUser(db: Db, caller: Caller, id: number): Promise<void> {
  if (id === caller.id) throw refused(USER_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(panelUsers)
      .set({
        deletedAt: new Date(),
        active: false,
        passwordHash: '',
        totpSecretEnc: null,
        totpPendingEnc: null,
        totpRecoveryHashes: [],
        sessionVersion: sql`${panelUsers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(panelUsers.id, id), liveUser))
      .returning({
        username: panelUsers.username,
        email: panelUsers.email,
        rol: panelUsers.rol,
        tenantId: panelUsers.tenantId,
      });
    if (!row) throw notFound(USER_MESSAGES.notFound);
    await tx.delete(receiptClaims).where(eq(receiptClaims.userId, id));
    await tx.delete(receiptConfirmations).where(eq(receiptConfirmations.requestedBy, id));
    await audit(tx, caller, {
      tenantId: row.tenantId,
      action: 'user.delete',
      entityId: id,
      before: row,
    });
  });
}

export async function listUsers(db: Db): Promise<UserView[]> {
  const rows = await selectUserViews(db).orderBy(panelUsers.id);
  return rows.map(toUserView);
}
