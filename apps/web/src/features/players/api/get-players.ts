import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import { call } from '@/lib/api-client';

export const playersQueryKey = ['clients'] as const;

/** GET /api/clients?search=: the island's newest players, narrowed by username, phone or name. */
export const getPlayers = (search: string) => call(playerEndpoints.search, { query: { search } });

export const playersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...playersQueryKey, search],
    queryFn: () => getPlayers(search),
    placeholderData: keepPreviousData,
  });

export function usePlayers(search: string) {
  return useQuery(playersQueryOptions(search));
}
