import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IslandInput } from '@panel/domain/islands/island-rules';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { islandsQueryKey } from './get-islands';

/** POST /api/tenants for a new island, POST /api/tenants/{id} for an edit. */
export const saveIsland = (id: number | null, input: IslandInput) =>
  id === null
    ? call(islandEndpoints.create, { body: input })
    : call(islandEndpoints.update, { params: { id }, body: input });

export function useSaveIsland() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: IslandInput }) => saveIsland(id, input),
    // The header's island name and the island pickers read GET /api/this/tenants.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: islandsQueryKey }),
        queryClient.invalidateQueries({ queryKey: thisIslandsQueryOptions().queryKey }),
      ]),
  });
}
