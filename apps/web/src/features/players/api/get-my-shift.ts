import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Day } from '@panel/domain/date-range';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import { call, downloadLink } from '@/lib/api-client';

/** [start, end) on the wire (docs/features/money.md). */
export interface MyShiftRequest {
  start: Day;
  end: Day;
  page: number;
}

/** GET /api/clients/my-shift: the caller's loads and withdrawals, a page of 25, and the range's totals. */
export function useMyShift(request: MyShiftRequest) {
  return useQuery({
    queryKey: ['my-shift', request],
    queryFn: () =>
      call(playerEndpoints.myShift, {
        query: { start: request.start, end: request.end, page: String(request.page) },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A signed link to the range's movements as CSV, oldest first. */
export const exportMyShift = (start: Day, end: Day): Promise<string> =>
  downloadLink(playerEndpoints.myShiftCsv, { query: { start, end } });
