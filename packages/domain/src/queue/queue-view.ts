import { z } from 'zod';
import { pesosAnswer } from '../wire-pesos';

/** An approval waiting for a second operator (docs/features/queue.md, four eyes). Amount in pesos. */
export const pendingConfirmation = z.object({
  requestedBy: z.string().describe('username of the operator who approved first'),
  requestedAt: z.string().describe('ISO 8601'),
  amount: pesosAnswer('pesos: what confirming credits'),
  edited: z.boolean().describe('an edit and approve'),
});
export type PendingConfirmation = z.infer<typeof pendingConfirmation>;

export const leaseAnswer = z.object({ leaseExpiresAt: z.string().describe('ISO 8601') });

/** GET /api/queue/claims: who holds which receipt of the island, and since when. */
export const claimView = z.object({
  receiptId: z.number(),
  userId: z.number(),
  username: z.string(),
  claimedAt: z.string().describe('ISO 8601'),
  leaseExpiresAt: z.string().describe('ISO 8601'),
  amount: pesosAnswer(),
  awaitingConfirmation: z.boolean(),
});
export type ClaimView = z.infer<typeof claimView>;
export const claimList = z.array(claimView);

/** GET /api/queue/status: the /checker header's figures. */
export const queueStatus = z.object({
  waiting: z.number().describe('pending receipts nobody holds'),
  reviewing: z.number().describe('other operators holding a receipt'),
});
export type QueueStatus = z.infer<typeof queueStatus>;

/** An island's four-eyes limits in pesos (null = off), and the receipts an operator may hold at once. */
export const fourEyesView = z.object({
  fourEyesAbove: z.number().nullable(),
  fourEyesEditAbove: z.number().nullable(),
  claimLimit: z.number().int(),
});
export type FourEyesView = z.infer<typeof fourEyesView>;

export const messageAnswer = z.object({ message: z.string() });
