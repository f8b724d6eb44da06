import { formatCentavos } from '@panel/domain/money';
import {
  RECEIPT_APPROVED_KIND,
  RECEIPT_DEFER_KINDS,
  RECEIPT_REJECT_KINDS,
} from '@panel/domain/player-messages/player-message-rules';
import type { DeferReason, ReceiptDecision, RejectReason } from '@panel/domain/receipts/receipt-rules';
import type { DbOrTx } from '../db/connection';
import { writePlayerMessage } from '../player-messages/write-player-message';

/**
 * The player hears about the decision (docs/features/player-messages.md): its message goes into the
 * outbox inside the decision's transaction. An approval tells the amount credited, the bonus and
 * the new balance; a rejection or a deferral has one message per reason.
 */
export async function writeDecisionMessage(
  tx: DbOrTx,
  receipt: { id: number; tenantId: number; clientId: number },
  decision: { status: ReceiptDecision; reason: RejectReason | DeferReason | null },
  amount: number,
  credit: { bonus: number; balance: number } | null,
): Promise<void> {
  const kind =
    decision.status === 'approve'
      ? RECEIPT_APPROVED_KIND
      : decision.status === 'rejected'
        ? RECEIPT_REJECT_KINDS[decision.reason as RejectReason]
        : RECEIPT_DEFER_KINDS[decision.reason as DeferReason];
  await writePlayerMessage(tx, {
    tenantId: receipt.tenantId,
    clientId: receipt.clientId,
    kind,
    receiptId: receipt.id,
    values: {
      monto: formatCentavos(amount),
      ...(credit ? { bono: formatCentavos(credit.bonus), saldo: formatCentavos(credit.balance) } : {}),
    },
  });
}
