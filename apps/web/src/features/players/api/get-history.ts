import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import type { MovementFilter } from '@panel/domain/ledger/movements';
import type { Day } from '@panel/domain/date-range';
import type { HistorySortKey } from '@panel/domain/players/history-list';
import type { SortDirection } from '@panel/domain/lists/list-query';
import { FILTER_ORDER } from '../use-history-state';
import { call, downloadLink } from '@/lib/api-client';

export interface HistoryRequest {
  username: string;
  /** [start, end) on the wire (docs/features/money.md), or [] for every date. */
  value: [Day, Day] | [];
  filters: Record<MovementFilter, boolean>;
  page: number;
  /** Additive (docs/features/lists.md): without them, newest first. */
  sort?: HistorySortKey;
  dir?: SortDirection;
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

/** GET /api/clients/history.csv: every page of these filters, dates and order. */
export const exportHistory = ({ username, value, filters, sort, dir }: Omit<HistoryRequest, 'page'>) =>
  downloadLink(playerEndpoints.historyCsv, {
    query: {
      username,
      types: FILTER_ORDER.filter((filter) => filters[filter]).join(',') || 'none',
      ...(value.length ? { start: value[0], end: value[1] } : {}),
      ...(sort ? { sort, dir } : {}),
    },
  });
