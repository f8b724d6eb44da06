import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import { call } from '@/lib/api-client';

export const fundsQueryKey = (username: string) => ['funds', username] as const;

/** GET /api/clients/getfunds/{panelUsername}: items[0].balance, lock state and the last 5 movements. */
export const getFunds = (username: string) =>
  call(playerEndpoints.funds, { params: { panelUsername: username } });

export const fundsQueryOptions = (username: string) =>
  queryOptions({ queryKey: fundsQueryKey(username), queryFn: () => getFunds(username), staleTime: 0 });

export function useFunds(username: string | null) {
  return useQuery({ ...fundsQueryOptions(username ?? ''), enabled: username !== null });
}
