import { queryOptions } from '@tanstack/react-query';
import { receiptEndpoints } from '@panel/domain/receipts/receipt-endpoints';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { call } from '@/lib/api-client';

/** A signed file link is renewed this long before it expires. */
const URL_RENEW_MARGIN_MS = 30_000;

export const receiptQueryKey = (id: number) => ['receipts', id] as const;

/** The receipt with its client and the client's past loads. */
export const getReceipt = (id: number): Promise<ReceiptView> =>
  call(receiptEndpoints.read, { params: { id } });

/** Milliseconds the receipt's file link stays usable, less a margin. */
export function urlLifetimeLeft(receipt: ReceiptView, now = Date.now()): number {
  return Math.max(0, Date.parse(receipt.urlExpiresAt) - now - URL_RENEW_MARGIN_MS);
}

/**
 * A queued receipt stays fresh until its file link is about to expire, then is fetched again for a
 * new link: never refreshed on 'news', so the image on screen does not reload.
 */
export const receiptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: receiptQueryKey(id),
    queryFn: () => getReceipt(id),
    staleTime: (query) => (query.state.data ? urlLifetimeLeft(query.state.data) : 0),
    refetchInterval: (query) =>
      query.state.data ? Math.max(1_000, urlLifetimeLeft(query.state.data)) : false,
    refetchOnWindowFocus: false,
  });
