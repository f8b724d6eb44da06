import { decisionAnswer, type DecisionAnswer } from '@panel/domain/receipts/receipt-view';
import type { DeferReason, ReceiptDecision, RejectReason } from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { api } from '@/lib/api-client';

export type Decision =
  | { status: Extract<ReceiptDecision, 'approve'> }
  | { status: Extract<ReceiptDecision, 'rejected'>; reason: RejectReason }
  | { status: Extract<ReceiptDecision, 'notfound'>; reason: DeferReason };

/**
 * POST /api/put/{id}: approve, reject or defer (docs/features/receipts.md). The client shows the server's message; the
 * buttons show the wait instead of the full-page overlay, which would flash on every receipt.
 */
export const decideReceipt = (id: number, decision: Decision): Promise<DecisionAnswer> =>
  api.post(`/api/put/${id}`, { reason: null, ...decision }, decisionAnswer, { loading: false });

/** POST /api/document/{id}: the receipt plus `newamount` in pesos (docs/features/receipts.md). */
export const editAndApproveReceipt = (receipt: ReceiptView, newamount: number): Promise<DecisionAnswer> =>
  api.post(`/api/document/${receipt.id}`, { ...receipt, newamount }, decisionAnswer, {
    loading: false,
    notify: false,
  });
