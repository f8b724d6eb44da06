import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { call } from '@/lib/api-client';

/** A signed file link is renewed this long before it expires. */
const URL_RENEW_MARGIN_MS = 30_000;

/** The receipt with its client and the client's past loads. */
export const getReceipt = (id: number): Promise<ReceiptView> =>
  call(receiptEndpoints.read, { params: { id } });

/** Milliseconds the receipt's file link stays usable, less a margin. */
export function urlLifetimeLeft(receipt: ReceiptView, now = Date.now()): number {
  return Math.max(0, Date.parse(receipt.urlExpiresAt) - now - URL_RENEW_MARGIN_MS);
}
