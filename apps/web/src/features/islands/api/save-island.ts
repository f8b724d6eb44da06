import type { IslandInput } from '@panel/domain/islands/island-rules';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { islandsQueryKey } from './get-islands';

/** POST /api/tenants for a new island, POST /api/tenants/{id} for an edit. */
export const saveIsland = (id: number | null, input: IslandInput) =>
  id === null
    ? call(islandEndpoints.create, { body: input })
    : call(islandEndpoints.update, { params: { id }, body: input });

// The header's island name and the island pickers read GET /api/this/tenants.
export const useSaveIsland = () =>
  useListChange(
    ({ id, input }: { id: number | null; input: IslandInput }) => saveIsland(id, input),
    [islandsQueryKey, thisIslandsQueryOptions().queryKey],
  );
