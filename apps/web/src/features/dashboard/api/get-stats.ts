import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pickedToWire } from '@panel/domain/date-range';
import type { ChartMode } from '@panel/domain/dashboard/dashboard-stats';
import type { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import type { CallInput } from '@panel/domain/http/endpoint';
import { call } from '@/lib/api-client';
import type { PickedRange } from '../date-presets';

/** The six cards' endpoints, each answering its own figures. */
type StatsCard = 'loads' | 'transactions' | 'values' | 'clients' | 'operators' | 'withdrawals';
type StatsContract = (typeof dashboardEndpoints)[StatsCard];

/**
 * A card's figures for `{ value: [start, end], options }` (docs/features/dashboard.md). The
 * calendar's range names the days it covers; the wire's end is the 00:00 after the last one.
 */
export function statsQueryOptions<E extends StatsContract>(
  endpoint: E,
  picked: PickedRange,
  mode?: ChartMode,
) {
  const value = pickedToWire(picked[0], picked[1]);
  return queryOptions({
    queryKey: ['dashboard', endpoint.operationId, value, mode ?? null],
    queryFn: ({ signal }) =>
      call(
        endpoint,
        // Every card sends the same body; the generic contract hides that from the type checker.
        { body: { value, ...(mode ? { options: mode } : {}) } } as CallInput<E>,
        // Each card shows its own loader; the full-page overlay is for actions.
        { loading: false, signal },
      ),
    // The old figures stay on screen while a new range loads: no jump to an empty card.
    placeholderData: keepPreviousData,
  });
}

export function useStats<E extends StatsContract>(endpoint: E, picked: PickedRange, mode?: ChartMode) {
  return useQuery(statsQueryOptions(endpoint, picked, mode));
}
