import { queryOptions, useQuery } from '@tanstack/react-query';
import { islandList } from '@panel/domain/islands/island-view';
import { api } from '@/lib/api-client';

export const islandsQueryKey = ['islands'] as const;

/** GET /api/tenants: every island (rol 1). */
export const getIslands = () => api.get('/api/tenants', islandList);

export const islandsQueryOptions = () => queryOptions({ queryKey: islandsQueryKey, queryFn: getIslands });

export function useIslands() {
  return useQuery(islandsQueryOptions());
}
