import { useMutation, useQueryClient } from '@tanstack/react-query';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { islandsQueryKey } from './get-islands';

export const deleteIsland = (id: number) => call(islandEndpoints.delete, { params: { id } });

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
