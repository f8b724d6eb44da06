import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDeletedAnswer } from '@panel/domain/users/user-view';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export const deleteUser = (id: number) => api.delete(`/api/user/${id}`, userDeletedAnswer);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
