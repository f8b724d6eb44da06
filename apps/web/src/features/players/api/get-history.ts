import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import type { MovementFilter } from '@panel/domain/ledger/movements';
import type { Day } from '@panel/domain/date-range';
import { call } from '@/lib/api-client';

export interface HistoryRequest {
  username: string;
  /** [start, end) on the wire (docs/features/money.md), or [] for every date. */
  value: [Day, Day] | [];
  filters: Record<MovementFilter, boolean>;
  page: number;
}

export const historyQueryKey = (username: string) => ['history', username] as const;

/** POST /api/clients/history: a page of 10, newest first. */
export const getHistory = (request: HistoryRequest) => call(playerEndpoints.history, { body: request });

export const historyQueryOptions = (request: HistoryRequest) =>
  queryOptions({
    queryKey: [...historyQueryKey(request.username), request],
    queryFn: () => getHistory(request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Closing the modal drops its pages: a new opening searches afresh (docs/features/players.md).
    gcTime: 0,
  });

export function useHistory(request: HistoryRequest) {
  return useQuery(historyQueryOptions(request));
}
