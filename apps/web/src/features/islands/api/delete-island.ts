import { useMutation, useQueryClient } from '@tanstack/react-query';
import { islandDeletedAnswer } from '@panel/domain/islands/island-view';
import { api } from '@/lib/api-client';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { islandsQueryKey } from './get-islands';

export const deleteIsland = (id: number) => api.delete(`/api/tenants/${id}`, islandDeletedAnswer);

export function useDeleteIsland() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIsland,
    // The header's island name and the island pickers read GET /api/this/tenants.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: islandsQueryKey }),
        queryClient.invalidateQueries({ queryKey: thisIslandsQueryOptions().queryKey }),
      ]),
  });
}
