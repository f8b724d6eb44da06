import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { islandsQueryKey } from './get-islands';

export const deleteIsland = (id: number) => call(islandEndpoints.delete, { params: { id } });

// The header's island name and the island pickers read GET /api/this/tenants.
export const useDeleteIsland = () =>
  useListChange(deleteIsland, [islandsQueryKey, thisIslandsQueryOptions().queryKey]);
