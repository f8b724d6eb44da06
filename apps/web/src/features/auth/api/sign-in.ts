import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SigninBody } from '@panel/domain/auth/login';
import { callWithSchema } from '@/lib/api-client';
import { loadSessionSchema, setSession } from '@/lib/session';

/**
 * A refused sign-in answers 401 too, which here means "wrong credentials", not "session over": the
 * login form shows it itself, so the client neither notifies nor logs out. The contract comes with
 * the session's schema, on demand: a first /login does without zod (docs/architecture.md).
 */
export const signIn = async (body: SigninBody) => {
  const [{ authEndpoints }, { signinAnswerSchema }] = await Promise.all([
    import('@panel/domain/auth/auth-endpoints'),
    import('@/lib/session-schema'),
    loadSessionSchema(),
  ]);
  return callWithSchema(authEndpoints.signin, { body }, signinAnswerSchema, {
    notify: false,
    loading: false,
    endSessionOn401: false,
  });
};

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      // A user with a second factor has no session yet: the login page asks for the code.
      if ('totpRequired' in answer) return;
      // Nothing cached for a previous user may leak into this one.
      queryClient.clear();
      setSession(answer);
    },
  });
}
