import { useQuery } from '@tanstack/react-query';
import { supervisionEndpoints } from '@panel/domain/supervision/supervision-endpoints';
import { call } from '@/lib/api-client';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';

/**
 * The operator figures of a range [start, end). Kept under the pending receipts' key, so the
 * realtime 'news' event (a receipt arrived or was decided) refreshes them too: the live view.
 */
export function useOperatorFigures(start: string, end: string) {
  return useQuery({
    queryKey: [...PENDING_IDS_QUERY_KEY, 'operator-figures', start, end],
    queryFn: () => call(supervisionEndpoints.operators, { query: { start, end } }),
  });
}
