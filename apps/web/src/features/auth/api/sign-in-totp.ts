import { twoFactorEndpoints } from '@panel/domain/two-factor/two-factor-endpoints';
import { callWithSchema } from '@/lib/api-client';
import { loadSessionSchema } from '@/lib/session';

/** The sign-in's second step: a wrong code is the login form's to show, not a session's end. */
export async function signInWithTotp(body: { pendingToken: string; code: string }) {
  const sessionSchema = await loadSessionSchema();
  return callWithSchema(twoFactorEndpoints.signin, { body }, sessionSchema, {
    notify: false,
    loading: false,
    endSessionOn401: false,
  });
}
