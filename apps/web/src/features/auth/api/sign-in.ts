import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SigninBody } from '@panel/domain/auth/login';
import { api } from '@/lib/api-client';
import { loadSessionSchema, setSession } from '@/lib/session';

/**
 * POST /api/auth/signin. A refused sign-in answers 401 too, which here means "wrong credentials",
 * not "session over": the login form shows it itself, so the client neither notifies nor logs out.
 */
export const signIn = async (body: SigninBody) =>
  api.post('/api/auth/signin', body, await loadSessionSchema(), {
    notify: false,
    loading: false,
    endSessionOn401: false,
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // Nothing cached for a previous user may leak into this one.
      queryClient.clear();
      setSession(session);
    },
  });
}
