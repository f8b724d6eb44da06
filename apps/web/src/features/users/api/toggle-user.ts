import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSavedAnswer, type UserView } from '@panel/domain/users/user-view';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** POST /api/user/{id}/toggle: Activo ↔ Bloqueado. */
export const toggleUser = (id: number) => api.post(`/api/user/${id}/toggle`, undefined, userSavedAnswer);

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
