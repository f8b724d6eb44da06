import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { evidenceEndpoints } from '@panel/domain/evidence/evidence-endpoints';
import type { RejectReason } from '@panel/domain/receipts/receipt-rules';
import { call } from '@/lib/api-client';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';
import { deferredQueryOptions } from './evidence-api';

/** GET /api/deferred/{id}: one deferred receipt as 'Pospuestos' opens it. */
export const deferredReceiptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['deferred', id] as const,
    queryFn: () => call(evidenceEndpoints.deferredDetail, { params: { id } }),
  });

/**
 * Bring back or reject a deferred receipt (docs/features/evidence.md); the API client shows the
 * server's message. Afterwards the list and the queue's figures are read again.
 */
export function useDeferredActions(id: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const settled = async () => {
    onDone();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: deferredQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: PENDING_IDS_QUERY_KEY }),
    ]);
  };
  const bringBack = useMutation({
    mutationFn: () => call(evidenceEndpoints.deferredReturn, { params: { id } }),
    onSuccess: settled,
  });
  const reject = useMutation({
    mutationFn: (reason: RejectReason) =>
      call(evidenceEndpoints.deferredReject, { params: { id }, body: { reason } }),
    onSuccess: settled,
  });
  return { bringBack, reject, busy: bringBack.isPending || reject.isPending };
}

/** How many deferred receipts a return delay of `minutes` brings back at once (Islas, before saving). */
export const previewReturnDelay = (islandId: number, minutes: number) =>
  call(
    evidenceEndpoints.previewSettings,
    { params: { id: islandId }, query: { deferredReturnMinutes: minutes } },
    { loading: false },
  );
