import { queryOptions, useQuery } from '@tanstack/react-query';
import { iresponseEndpoints } from '@panel/domain/iresponses/iresponse-endpoints';
import { call } from '@/lib/api-client';

export const iresponsesQueryKey = (islandId: number) => ['iresponses', islandId] as const;

/** The island's chatbot replies. */
export const getIresponses = (islandId: number) => call(iresponseEndpoints.list, { params: { islandId } });

export const iresponsesQueryOptions = (islandId: number) =>
  queryOptions({ queryKey: iresponsesQueryKey(islandId), queryFn: () => getIresponses(islandId) });

export function useIresponses(islandId: number) {
  return useQuery({
    ...iresponsesQueryOptions(islandId),
    enabled: Number.isInteger(islandId) && islandId > 0,
  });
}
