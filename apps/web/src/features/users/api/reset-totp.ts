import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@panel/domain/two-factor/two-factor-endpoints';
import type { UserView } from '@panel/domain/users/user-view';
import { call } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** An administrator's reset of someone's second factor (docs/features/two-factor.md). */
export function useResetTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(twoFactorEndpoints.reset, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<UserView[]>(usersQueryKey, (list) =>
        list?.map((row) => (row.id === id ? { ...row, totpEnabled: false } : row)),
      ),
  });
}
