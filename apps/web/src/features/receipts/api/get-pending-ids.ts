import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingIdsAnswer } from '@panel/domain/receipts/pending';
import { api } from '@/lib/api-client';

/** Refetch period of the pending list until the realtime channel arrives. */
export const PENDING_REFRESH_MS = 30_000;

/** GET /api/pendingids: ids of the receipts waiting for review. */
export const getPendingIds = (): Promise<number[]> => api.get('/api/pendingids', pendingIdsAnswer);

export const pendingIdsQueryOptions = () =>
  queryOptions({ queryKey: ['pending-ids'], queryFn: getPendingIds, refetchInterval: PENDING_REFRESH_MS });

/** The header's pending-document total. */
export function usePendingTotal(enabled = true): number {
  const query = useQuery({ ...pendingIdsQueryOptions(), enabled });
  return query.data?.length ?? 0;
}
