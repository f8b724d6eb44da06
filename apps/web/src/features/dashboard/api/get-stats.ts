import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pickedToWire } from '@panel/domain/date-range';
import type { ChartMode, StatsEndpoint } from '@panel/domain/dashboard/dashboard-stats';
import { api } from '@/lib/api-client';
import type { PickedRange } from '../date-presets';

/**
 * POST /api/dashboard/{endpoint} with `{ value: [start, end], options }` (docs/features/dashboard.md). The calendar's
 * range names the days it covers; the wire's end is the 00:00 after the last one (docs/features/money.md).
 */
export function statsQueryOptions<T>(
  endpoint: StatsEndpoint,
  answer: z.ZodType<T>,
  picked: PickedRange,
  mode?: ChartMode,
) {
  const value = pickedToWire(picked[0], picked[1]);
  return queryOptions({
    queryKey: ['dashboard', endpoint, value, mode ?? null],
    queryFn: ({ signal }) =>
      api.post(
        `/api/dashboard/${endpoint}`,
        { value, ...(mode ? { options: mode } : {}) },
        answer,
        // Each card shows its own loader; the full-page overlay is for actions.
        { loading: false, signal },
      ),
    // The old figures stay on screen while a new range loads: no jump to an empty card.
    placeholderData: keepPreviousData,
  });
}

export function useStats<T>(
  endpoint: StatsEndpoint,
  answer: z.ZodType<T>,
  picked: PickedRange,
  mode?: ChartMode,
) {
  return useQuery(statsQueryOptions(endpoint, answer, picked, mode));
}
