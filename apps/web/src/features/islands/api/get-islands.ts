import { queryOptions, useQuery } from '@tanstack/react-query';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import type { IslandSortKey } from '@panel/domain/islands/island-list';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, download } from '@/lib/api-client';

export const islandsQueryKey = ['islands'] as const;

/** GET /api/tenants: every island (rol 1). */
export const getIslands = () => call(islandEndpoints.list, {});

export const islandsQueryOptions = () => queryOptions({ queryKey: islandsQueryKey, queryFn: getIslands });

export function useIslands() {
  return useQuery(islandsQueryOptions());
}

/** The CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportIslands = (query: ListQuery<IslandSortKey>): Promise<Blob> =>
  download(islandEndpoints.export, { query });
