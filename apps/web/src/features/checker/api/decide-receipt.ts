import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import type {
  DeferReason,
  EditAndApproveBody,
  ReceiptDecision,
  RejectReason,
} from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import type { DecisionAnswer } from '@panel/domain/receipts/receipt-view';
import { call } from '@/lib/api-client';

export type Decision =
  | {
      status: Extract<ReceiptDecision, 'approve'>;
      noticeId?: number;
      /** A supervisor approves although the transfer's notice already confirmed another receipt. */
      confirmUsedNotice?: boolean;
    }
  | { status: Extract<ReceiptDecision, 'rejected'>; reason: RejectReason }
  | { status: Extract<ReceiptDecision, 'notfound'>; reason: DeferReason };

/**
 * Approve, reject or defer. The client shows the server's message; the buttons show the wait
 * instead of the full-page overlay, which would flash on every receipt.
 */
export const decideReceipt = (id: number, decision: Decision): Promise<DecisionAnswer> =>
  call(receiptEndpoints.decide, { params: { id }, body: { reason: null, ...decision } }, { loading: false });

/** Edit and approve: the receipt plus `newamount` in pesos (docs/features/receipts.md). */
export const editAndApproveReceipt = (receipt: ReceiptView, newamount: number): Promise<DecisionAnswer> =>
  call(
    receiptEndpoints.editAndApprove,
    // The wire body is the receipt plus newamount; the contract's type is what the server reads of it.
    { params: { id: receipt.id }, body: { ...receipt, newamount } as unknown as EditAndApproveBody },
    { loading: false, notify: false },
  );
