import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerListAnswer } from '@panel/domain/players/player-view';
import { api } from '@/lib/api-client';

export const playersQueryKey = ['clients'] as const;

/** GET /api/clients?search=: the island's newest players, narrowed by username, phone or name. */
export const getPlayers = (search: string) =>
  api.get(`/api/clients?${new URLSearchParams({ search })}`, playerListAnswer);

export const playersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...playersQueryKey, search],
    queryFn: () => getPlayers(search),
    placeholderData: keepPreviousData,
  });

export function usePlayers(search: string) {
  return useQuery(playersQueryOptions(search));
}
