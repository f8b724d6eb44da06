import { z } from 'zod';
import { duplicateView, noticeMatchView } from '../evidence/evidence-view';
import { returnedView } from '../evidence/returned-view';
import { pendingConfirmation } from '../queue/queue-view';
import { playerMessageStatusView } from '../player-messages/player-message-view';
import { receiptRecordView } from '../receipts/receipt-view';

/**
 * The receipt as /checker shows it, composed here above the parts it is made of (docs/architecture.md,
 * "The checker journey"): the stored receipt with its client and history (receipts/), the bank
 * notices and look-alikes beside it and its way back from 'Pospuestos' (evidence/), the player's
 * message about it (player-messages/), and, when claimed, the lease and four eyes (queue/).
 */

/**
 * GET /api/get/{id} (docs/features/receipts.md). What evidence adds is optional on the wire: the
 * spec's shape stays as it is (docs/features/evidence.md).
 */
export const receiptView = receiptRecordView.extend({
  matches: z.array(noticeMatchView).optional(),
  duplicates: z.array(duplicateView).optional(),
  /** Why the automatic approval did not approve a strong match (Spanish); null when on and nothing to say. */
  autoApprovalHeld: z.string().nullable().optional(),
  /** The transfer's notice already confirmed this other receipt: approving needs a supervisor. */
  usedNotice: z.object({ noticeId: z.number(), receiptId: z.number() }).nullable().optional(),
  /** A receipt back from 'Pospuestos': when and why it was deferred, what brought it back. */
  returned: returnedView.nullable().optional(),
  /**
   * The player's message about this receipt (docs/features/player-messages.md): one the bot could not
   * deliver ('aviso no entregado') if any, else the latest; null when none was written.
   */
  playerMessage: playerMessageStatusView.nullable().optional(),
});
export type ReceiptView = z.infer<typeof receiptView>;

/** POST /api/queue/claim: the receipt as GET /api/get/{id} answers it, the lease's end, and four eyes. */
export const claimAnswer = receiptView.extend({
  leaseExpiresAt: z.string().describe('ISO 8601: the claim ends here unless renewed'),
  confirmation: pendingConfirmation.nullable(),
});
export type ClaimAnswer = z.infer<typeof claimAnswer>;
