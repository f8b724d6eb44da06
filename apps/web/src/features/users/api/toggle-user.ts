import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import type { UserView } from '@panel/domain/users/user-view';
import { call } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** Activo ↔ Bloqueado. */
export const toggleUser = (id: number) => call(userEndpoints.toggle, { params: { id } });

export function useToggleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUser,
    onSuccess: ({ user }) =>
      queryClient.setQueryData<UserView[]>(usersQueryKey, (list) =>
        list?.map((row) => (row.id === user.id ? user : row)),
      ),
  });
}
