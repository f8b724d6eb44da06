import { sql } from 'drizzle-orm';
import { LOGIN_MESSAGES, type SigninBody } from '@panel/domain/auth/login';
import type { Db } from '../db/connection';
import { panelUsers } from '../db/schema';
import { AppError, unauthorized } from '../errors';
import { selectUserViews, toUserView } from '../users/user-view';
import { DUMMY_HASH, verifyPassword } from './password';
import { issueToken } from './token';

export async function signIn(db: Db, jwtSecret: string, body: SigninBody) {
  const [user] = await selectUserViews(db, { passwordHash: panelUsers.passwordHash }).where(
    sql`lower(${panelUsers.username}) = lower(${body.username})`,
  );
  // Hash even for an unknown user, so the answer time does not tell which usernames exist.
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  if (!user.active) throw new AppError(403, LOGIN_MESSAGES.blocked);
  return { ...toUserView(user), accessToken: issueToken(user.id, jwtSecret) };
}
