import { queryOptions, useQuery } from '@tanstack/react-query';
import { iresponseList } from '@panel/domain/iresponses/iresponse-rules';
import { api } from '@/lib/api-client';

export const iresponsesQueryKey = (islandId: number) => ['iresponses', islandId] as const;

/** GET /api/iresponses/{islandId}: the island's chatbot replies. */
export const getIresponses = (islandId: number) => api.get(`/api/iresponses/${islandId}`, iresponseList);

export const iresponsesQueryOptions = (islandId: number) =>
  queryOptions({ queryKey: iresponsesQueryKey(islandId), queryFn: () => getIresponses(islandId) });

export function useIresponses(islandId: number) {
  return useQuery({
    ...iresponsesQueryOptions(islandId),
    enabled: Number.isInteger(islandId) && islandId > 0,
  });
}
