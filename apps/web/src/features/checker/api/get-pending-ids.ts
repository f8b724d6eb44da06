import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import { call } from '@/lib/api-client';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';

/** The realtime 'news' event refreshes the list; this slow poll only covers a channel that is down. */
export const PENDING_SAFETY_REFRESH_MS = 60_000;

/** Ids of the receipts waiting for review, oldest first. */
export const getPendingIds = (): Promise<number[]> => call(receiptEndpoints.pendingIds, {});

export const pendingIdsQueryOptions = () =>
  queryOptions({
    queryKey: PENDING_IDS_QUERY_KEY,
    queryFn: getPendingIds,
    refetchInterval: PENDING_SAFETY_REFRESH_MS,
  });

export function usePendingIds(enabled = true) {
  return useQuery({ ...pendingIdsQueryOptions(), enabled });
}

/** The header's pending-document total. */
export function usePendingTotal(enabled = true): number {
  return usePendingIds(enabled).data?.length ?? 0;
}
