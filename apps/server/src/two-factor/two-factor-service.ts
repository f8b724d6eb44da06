import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { TWO_FACTOR_MESSAGES as M } from '@panel/domain/two-factor/texts';
import { factorRequired, TOTP_REQUIRED_ROLES } from '@panel/domain/two-factor/two-factor-rules';
import { auditOf } from '../db/audit-log';
import type { Db, DbOrTx } from '../db/connection';
import { islands, panelUsers } from '../db/schema';
import { sessionUserColumns } from '../db/session-user';
import { AppError, conflict, notFound, refused, unauthorized } from '../errors';
import type { SecretBox } from '../security/secret-box';
import { issueToken, readPendingToken } from '../security/token';
import { endSessions } from '../users/sessions';
import { selectUserViews, toUserView } from '../users/user-view';
import {
  enrolmentOf,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
} from './totp';

const auditUser = auditOf('panel_user');
const auditIsland = auditOf('island');

/** The staff second factor (docs/features/two-factor.md). */
export interface TwoFactorDeps {
  db: Db;
  box: SecretBox;
  jwtSecret: string;
}

/** AES-GCM additional data: a sealed secret copied into another column does not open. */
const SECRET_PURPOSE = 'panel_users.totp_secret';

async function factorRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      ...sessionUserColumns,
      secretEnc: panelUsers.totpSecretEnc,
      pendingEnc: panelUsers.totpPendingEnc,
      lastStep: panelUsers.totpLastStep,
      recoveryHashes: panelUsers.totpRecoveryHashes,
      islandRequires: islands.totpRequired,
    })
    .from(panelUsers)
    .innerJoin(islands, eq(islands.id, panelUsers.tenantId))
    .where(and(eq(panelUsers.id, userId), isNull(panelUsers.deletedAt)));
  return row;
}
type FactorRow = NonNullable<Awaited<ReturnType<typeof factorRow>>>;

/**
 * Accepts a current TOTP code once: the step is stored in the same statement that checks it is
 * newer, so two requests racing with one code cannot both pass.
 */
async function spendTotp(deps: TwoFactorDeps, user: FactorRow, code: string): Promise<boolean> {
  if (!user.secretEnc) return false;
  const step = await matchingStep(deps.box.open(user.secretEnc, SECRET_PURPOSE), code, user.lastStep);
  if (step === null) return false;
  const spent = await deps.db
    .update(panelUsers)
    .set({ totpLastStep: step })
    .where(and(eq(panelUsers.id, user.id), lt(panelUsers.totpLastStep, step)))
    .returning({ id: panelUsers.id });
  return spent.length === 1;
}

/** Removes a recovery code in the statement that finds it: each one signs in once. */
async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const hash = hashRecoveryCode(code);
  const spent = await db
    .update(panelUsers)
    .set({ totpRecoveryHashes: sql`${panelUsers.totpRecoveryHashes} - ${hash}::text` })
    .where(
      and(
        eq(panelUsers.id, userId),
        sql`${panelUsers.totpRecoveryHashes} @> jsonb_build_array(${hash}::text)`,
      ),
    )
    .returning({ id: panelUsers.id });
  return spent.length === 1;
}

async function auditFailure(db: Db, user: FactorRow, during: 'signin' | 'confirm' | 'disable') {
  await auditUser(db, user, {
    action: 'user.totp_failed',
    entityId: user.id,
    after: { during },
  });
}

/** POST /api/auth/signin/totp: the pending token of a right password, and a code. */
export async function signInWithTotp(deps: TwoFactorDeps, body: { pendingToken: string; code: string }) {
  const pending = readPendingToken(body.pendingToken, deps.jwtSecret);
  const user = pending && (await factorRow(deps.db, pending.sub));
  if (!pending || !user || user.sessionVersion !== pending.ver || !user.secretEnc) {
    throw unauthorized(M.pendingExpired);
  }
  if (!user.active) throw new AppError(403, LOGIN_MESSAGES.blocked);
  let usedRecovery = false;
  if (!(await spendTotp(deps, user, body.code))) {
    usedRecovery = await spendRecoveryCode(deps.db, user.id, body.code);
    if (!usedRecovery) {
      await auditFailure(deps.db, user, 'signin');
      throw unauthorized(M.invalidCode);
    }
  }
  if (usedRecovery) {
    await auditUser(deps.db, user, {
      action: 'user.totp_recovery_used',
      entityId: user.id,
      after: { recoveryCodesLeft: user.recoveryHashes.length - 1 },
    });
  }
  const [view] = await selectUserViews(deps.db).where(eq(panelUsers.id, user.id));
  return {
    ...toUserView(view!),
    accessToken: issueToken(user, deps.jwtSecret, Date.now(), ['pwd', 'otp']),
  };
}

export async function totpStatus(db: Db, caller: Caller) {
  const user = (await factorRow(db, caller.id))!;
  return {
    enabled: user.secretEnc !== null,
    required: factorRequired(user.rol, user.islandRequires),
    recoveryCodesLeft: user.secretEnc ? user.recoveryHashes.length : 0,
  };
}

/** A new secret to confirm; it replaces one asked for before and not confirmed. */
export async function startEnrolment(deps: TwoFactorDeps, caller: Caller) {
  const user = (await factorRow(deps.db, caller.id))!;
  if (user.secretEnc) throw conflict(M.alreadyEnabled);
  const secret = newTotpSecret();
  await deps.db
    .update(panelUsers)
    .set({ totpPendingEnc: deps.box.seal(secret, SECRET_PURPOSE) })
    .where(eq(panelUsers.id, caller.id));
  return enrolmentOf(secret, user.username);
}

/**
 * The first right code turns the factor on: the recovery codes are shown this once, other sessions
 * end (they were opened without the factor) and this one goes on with a token that carries it.
 */
export async function confirmEnrolment(deps: TwoFactorDeps, caller: Caller, code: string) {
  const user = (await factorRow(deps.db, caller.id))!;
  if (user.secretEnc) throw conflict(M.alreadyEnabled);
  if (!user.pendingEnc) throw conflict(M.noSetup);
  const secret = deps.box.open(user.pendingEnc, SECRET_PURPOSE);
  const step = await matchingStep(secret, code, 0);
  if (step === null) {
    await auditFailure(deps.db, user, 'confirm');
    throw refused(M.invalidCode);
  }
  const { codes, hashes } = newRecoveryCodes();
  const sessionVersion = await deps.db.transaction(async (tx) => {
    await tx
      .update(panelUsers)
      .set({
        totpSecretEnc: user.pendingEnc,
        totpPendingEnc: null,
        totpLastStep: step,
        totpRecoveryHashes: hashes,
      })
      .where(and(eq(panelUsers.id, caller.id), isNull(panelUsers.totpSecretEnc)));
    await auditUser(tx, caller, {
      tenantId: user.tenantId,
      action: 'user.totp_enable',
      entityId: caller.id,
      after: { totpEnabled: true },
    });
    return (await endSessions(tx, caller.id))!;
  });
  return {
    message: M.enabled,
    recoveryCodes: codes,
    accessToken: issueToken({ id: caller.id, sessionVersion }, deps.jwtSecret, Date.now(), ['pwd', 'otp']),
  };
}

export async function disableFactor(deps: TwoFactorDeps, caller: Caller, code: string) {
  const user = (await factorRow(deps.db, caller.id))!;
  if (!user.secretEnc) throw conflict(M.notEnabled);
  if (factorRequired(user.rol, user.islandRequires)) throw conflict(M.requiredByIsland);
  if (!(await spendTotp(deps, user, code))) {
    await auditFailure(deps.db, user, 'disable');
    throw refused(M.invalidCode);
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(panelUsers).set(noFactor).where(eq(panelUsers.id, caller.id));
    await auditUser(tx, caller, {
      tenantId: user.tenantId,
      action: 'user.totp_disable',
      entityId: caller.id,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
  return { message: M.disabled };
}

const noFactor = {
  totpSecretEnc: null,
  totpPendingEnc: null,
  totpLastStep: 0,
  totpRecoveryHashes: [] as string[],
};

/** An administrator's reset (a lost phone): the factor goes and so do the user's sessions. */
export async function resetFactor(db: Db, caller: Caller, userId: number) {
  const user = await factorRow(db, userId);
  if (!user) throw notFound('El usuario no existe');
  await db.transaction(async (tx) => {
    await tx.update(panelUsers).set(noFactor).where(eq(panelUsers.id, userId));
    await auditUser(tx, caller, {
      tenantId: user.tenantId,
      action: 'user.totp_reset',
      entityId: userId,
      before: { totpEnabled: user.secretEnc !== null },
      after: { totpEnabled: false },
    });
    await endSessions(tx, userId);
  });
  return { message: M.reset };
}

/**
 * Turning the requirement on ends the sessions of the island's roles 1 and 2 without a factor, so
 * their next sign-in leads them to enrol. The caller must have one first, or would lock themself out.
 */
export async function setIslandRequirement(db: Db, caller: Caller, islandId: number, required: boolean) {
  const [island] = await db
    .select({ id: islands.id, totpRequired: islands.totpRequired })
    .from(islands)
    .where(eq(islands.id, islandId));
  if (!island) throw notFound('La isla no existe');
  if (required && islandId === caller.tenantId) {
    const own = (await factorRow(db, caller.id))!;
    if (!own.secretEnc) throw conflict(M.enrolOwnFirst);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(islands)
      .set({ totpRequired: required, updatedAt: new Date() })
      .where(eq(islands.id, islandId));
    await auditIsland(tx, caller, {
      tenantId: islandId,
      action: 'island.totp',
      entityId: islandId,
      before: { totpRequired: island.totpRequired },
      after: { totpRequired: required },
    });
    if (required && !island.totpRequired) {
      await tx
        .update(panelUsers)
        .set({ sessionVersion: sql`${panelUsers.sessionVersion} + 1` })
        .where(
          and(
            eq(panelUsers.tenantId, islandId),
            inArray(panelUsers.rol, [...TOTP_REQUIRED_ROLES]),
            isNull(panelUsers.totpSecretEnc),
            ne(panelUsers.id, caller.id),
          ),
        );
    }
  });
  return { message: required ? M.islandRequired : M.islandOptional };
}
