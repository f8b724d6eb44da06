import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { ApiError } from '@/lib/api-client';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';
import { usePendingIds } from '../api/get-pending-ids';
import { receiptQueryKey, receiptQueryOptions } from '../api/get-receipt';

/** Receipts read ahead of the one on screen: the next one is ready before it is needed. */
export const QUEUE_WINDOW = 3;

/**
 * docs/features/receipts.md: the queue follows the server's pending ids, in their order, less the receipts this screen
 * already settled (decided here or found decided) that the list has not caught up with yet.
 */
export function queueIds(pending: readonly number[], settled: ReadonlySet<number>): number[] {
  return pending.filter((id) => !settled.has(id));
}

/** Settled ids are forgotten once the pending list no longer has them. */
export function pruneSettled(settled: ReadonlySet<number>, pending: readonly number[]): ReadonlySet<number> {
  const still = [...settled].filter((id) => pending.includes(id));
  return still.length === settled.size ? settled : new Set(still);
}

const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

export interface ReceiptQueue {
  /** Every receipt waiting, in order; the first is on screen. */
  ids: number[];
  current: ReceiptView | undefined;
  next: ReceiptView | undefined;
  /** The pending list has not answered yet. */
  loading: boolean;
  /** The receipt on screen could not be read (it stays in the queue). */
  currentError: boolean;
  refreshing: boolean;
  /** Reads the pending list again ('Buscar'). */
  refresh: () => void;
  retryCurrent: () => void;
  /** Takes a receipt out of the queue after a decision, without waiting for the list. */
  settle: (id: number) => void;
}

/**
 * The review queue (docs/features/receipts.md): ids from GET /api/pendingids (refreshed by the realtime 'news' event);
 * receipts no longer pending drop out, new ones are read with their client's transactions from
 * GET /api/get/{id}, the first QUEUE_WINDOW of them ahead of time.
 */
export function useReceiptQueue(): ReceiptQueue {
  const queryClient = useQueryClient();
  const pending = usePendingIds();
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());

  const pendingIds = pending.data;
  useEffect(() => {
    if (pendingIds) setSettled((current) => pruneSettled(current, pendingIds));
  }, [pendingIds]);

  const ids = useMemo(() => queueIds(pendingIds ?? [], settled), [pendingIds, settled]);
  const details = useQueries({ queries: ids.slice(0, QUEUE_WINDOW).map((id) => receiptQueryOptions(id)) });

  const settle = useCallback(
    (id: number) => {
      setSettled((current) => new Set(current).add(id));
      queryClient.removeQueries({ queryKey: receiptQueryKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: PENDING_IDS_QUERY_KEY });
    },
    [queryClient],
  );

  // A receipt decided elsewhere (read as no longer pending, or gone) leaves the queue at once.
  const goneIds = details
    .map((detail, index) => ({ detail, id: ids[index] }))
    .filter(({ detail }) => (detail.data && detail.data.status !== 'pending') || isGone(detail.error))
    .map(({ id }) => id)
    .join(',');
  useEffect(() => {
    if (goneIds) goneIds.split(',').forEach((id) => settle(Number(id)));
  }, [goneIds, settle]);

  const [first, second] = details;
  return {
    ids,
    current: first?.data?.status === 'pending' ? first.data : undefined,
    next: second?.data?.status === 'pending' ? second.data : undefined,
    loading: pending.isPending,
    currentError: !!first?.error && !isGone(first.error),
    refreshing: pending.isFetching,
    refresh: () => void pending.refetch(),
    retryCurrent: () => void first?.refetch(),
    settle,
  };
}
