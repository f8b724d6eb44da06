import { queryOptions, useQuery } from '@tanstack/react-query';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';

export const islandsQueryKey = ['islands'] as const;

/** GET /api/tenants: every island (rol 1). */
export const getIslands = () => call(islandEndpoints.list, {});

export const islandsQueryOptions = () => queryOptions({ queryKey: islandsQueryKey, queryFn: getIslands });

export function useIslands() {
  return useQuery(islandsQueryOptions());
}
