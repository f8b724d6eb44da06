import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientListAnswer } from '@panel/domain/players/player-view';
import { api } from '@/lib/api-client';

export const clientsQueryKey = ['clients'] as const;

/** GET /api/clients?search=: the island's newest players, narrowed by username, phone or name. */
export const getClients = (search: string) =>
  api.get(`/api/clients?${new URLSearchParams({ search })}`, clientListAnswer);

export const clientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, search],
    queryFn: () => getClients(search),
    placeholderData: keepPreviousData,
  });

export function useClients(search: string) {
  return useQuery(clientsQueryOptions(search));
}
