import { eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, type SigninBody } from '@panel/domain/auth/login';
import { usernameKey } from '@panel/domain/users/username-key';
import type { Db } from '../db/connection';
import { islands, panelUsers } from '../db/schema';
import { AppError, unauthorized } from '../errors';
import { selectUserViews, toUserView } from '../users/user-view';
import { DUMMY_HASH, verifyPassword } from '../security/password';
import { endSessions } from '../users/sessions';
import { issuePendingToken, issueToken } from '../security/token';
import { factorRequired } from '@panel/domain/two-factor/two-factor-rules';

export async function signIn(db: Db, jwtSecret: string, body: SigninBody) {
  const [user] = await selectUserViews(db, {
    passwordHash: panelUsers.passwordHash,
    sessionVersion: panelUsers.sessionVersion,
    totpSecretEnc: panelUsers.totpSecretEnc,
    islandTotpRequired: islands.totpRequired,
  }).where(eq(panelUsers.usernameKey, usernameKey(body.username)));
  // Hash even for an unknown or blocked user, so the answer time does not tell which usernames exist.
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  // A blocked user hears the same whatever the password, so the answer never confirms one (README).
  if (user && !user.active) throw new AppError(403, LOGIN_MESSAGES.blocked);
  if (!user || !matches) throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  // With a second factor, the password only earns a pending token for POST /api/auth/signin/totp.
  if (user.totpSecretEnc)
    return { totpRequired: true as const, pendingToken: issuePendingToken(user, jwtSecret) };
  const enrol = factorRequired(user.rol, user.islandTotpRequired);
  return {
    ...toUserView(user),
    accessToken: issueToken(user, jwtSecret),
    ...(enrol ? { totpEnrolRequired: true } : {}),
  };
}

/** Sign-out ('Salir'): the caller's tokens stop working on every device (README 'Sessions'). */
export async function signOut(db: Db, userId: number): Promise<void> {
  await endSessions(db, userId);
}
