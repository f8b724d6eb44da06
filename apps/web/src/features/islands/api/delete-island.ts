import { useMutation, useQueryClient } from '@tanstack/react-query';
import { islandDeletedAnswer } from '@panel/domain/tenants/island-view';
import { api } from '@/lib/api-client';
import { islandsQueryKey } from './get-islands';

export const deleteIsland = (id: number) => api.delete(`/api/tenants/${id}`, islandDeletedAnswer);

export function useDeleteIsland() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIsland,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: islandsQueryKey }),
  });
}
