import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import type { ProfileInput } from '@panel/domain/users/user-rules';
import { call } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { isRol } from '@panel/domain/roles';
import { userQueryKey } from './get-user';

/** The signed-in user's own account (docs/features/auth.md 'Profile modal'). */
export const updateProfile = (id: number, input: ProfileInput) =>
  call(userEndpoints.update, { params: { id }, body: input });

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(id, input),
    onSuccess: ({ user, accessToken }) => {
      queryClient.setQueryData(userQueryKey(id), user);
      // The stored user follows the account. A new password ends the other sessions, and the answer
      // brings the token that keeps this one.
      updateSession({
        ...(accessToken ? { accessToken } : {}),
        username: user.username,
        email: user.email,
        active: user.active,
        tenant_id: user.tenant_id,
        ...(isRol(user.rol) ? { rol: user.rol } : {}),
      });
    },
  });
}
