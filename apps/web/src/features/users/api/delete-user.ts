import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import { call } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export const deleteUser = (id: number) => call(userEndpoints.delete, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
