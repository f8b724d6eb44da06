import { z } from 'zod';
import { playerMessageStatusView } from '../player-messages/player-message-view';
import { absentAsEmpty } from '../rules';
import {
  RECEIPT_MESSAGES,
  RECEIPT_STATUSES,
  REJECT_REASONS,
  isRejectReason,
  type RejectReason,
} from '../receipts/receipt-rules';
import { DUPLICATE_KINDS } from './duplicates';
import { pesosAnswer } from '../wire-pesos';

const agreement = z.enum(['agrees', 'differs', 'unknown']);

/** A bank notice that could prove a receipt, with what agrees and what differs (docs/features/evidence.md). */
export const noticeMatchView = z.object({
  id: z.number(),
  date: z.string().describe('ISO 8601: when the bank says the transfer happened'),
  bank: z.string(),
  from: z.string(),
  amount: pesosAnswer(),
  bankaccount: z.object({ id: z.number().nullable(), name: z.string() }),
  /** The receipt it already confirmed, if any. */
  receiptId: z.number().nullable(),
  facts: z.object({
    amount: agreement,
    account: agreement,
    minutes: z.number().describe('from the notice to the upload; negative when the notice came later'),
    inWindow: z.boolean(),
    sender: agreement,
    used: z.boolean(),
    strong: z.boolean(),
    score: z.number().describe('0 to 100'),
  }),
  holderName: z.string().nullable().describe('the name the sender was compared with'),
});
export type NoticeMatchView = z.infer<typeof noticeMatchView>;

/** An earlier receipt of the island that looks like this one. */
export const duplicateView = z.object({
  id: z.number(),
  kind: z.enum(DUPLICATE_KINDS),
  status: z.enum(RECEIPT_STATUSES),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable().describe('ISO 8601'),
  amount: pesosAnswer(),
});
export type DuplicateView = z.infer<typeof duplicateView>;

/** GET /api/deferred: a receipt deferred, with its reason and since when. */
export const deferredReceiptView = z.object({
  id: z.number(),
  amount: pesosAnswer(),
  reason: z.string().nullable(),
  deferredAt: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  player: z.object({ id: z.number(), panelUsername: z.string() }),
  returnsAt: z.string().nullable().describe('ISO 8601: when it returns by itself, if the island set a delay'),
  /** The player's message about the deferral (docs/features/player-messages.md); null when none. */
  playerMessage: playerMessageStatusView.nullable().optional(),
});
export const deferredAnswer = z.array(deferredReceiptView);
export type DeferredReceiptView = z.infer<typeof deferredReceiptView>;

/** GET /api/deferred/{id}: one deferred receipt opened from 'Pospuestos' (docs/features/evidence.md). */
export const deferredDetailView = deferredReceiptView.extend({
  url: z.string().describe('signed link to the file'),
  urlExpiresAt: z.string().describe('ISO 8601'),
  fileType: z.string(),
  /** The account holder's name the bot handed in (`ocrData.titular`), if any. */
  holderName: z.string().nullable(),
  /** Who deferred it; null when that user was deleted. */
  deferredBy: z.string().nullable(),
});
export type DeferredDetailView = z.infer<typeof deferredDetailView>;

/** POST /api/deferred/{id}/reject: a reject reason of docs/features/receipts.md. */
export const deferredRejectBody = absentAsEmpty(
  z
    .object({
      reason: z
        .string()
        .max(40)
        .nullish()
        .meta({ enum: Object.keys(REJECT_REASONS) }),
    })
    .refine((v) => isRejectReason(v.reason), { message: RECEIPT_MESSAGES.rejectReasonRequired })
    .transform((v) => ({ reason: v.reason as RejectReason })),
);

/** Bring back and reject from 'Pospuestos': the spec's decision answer shape. */
export const deferredActionAnswer = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(RECEIPT_STATUSES),
});

/** GET /api/evidence/auto-approvals: receipts the system approved, newest first. */
export const autoApprovalView = z.object({
  receiptId: z.number(),
  amount: pesosAnswer(),
  noticeId: z.number(),
  at: z.string().describe('ISO 8601'),
  player: z.object({ id: z.number(), panelUsername: z.string() }),
});
export const autoApprovalsAnswer = z.array(autoApprovalView);
export type AutoApprovalView = z.infer<typeof autoApprovalView>;

/** An island's evidence settings (docs/features/evidence.md): off and never by default. */
export const MAX_DEFERRED_RETURN_MINUTES = 7 * 24 * 60;
export const evidenceSettings = z.object({
  autoApprove: z.boolean(),
  deferredReturnMinutes: z
    .number()
    .int()
    .min(1)
    .max(MAX_DEFERRED_RETURN_MINUTES)
    .nullable()
    .describe('minutos tras los que un pospuesto NOT_FOUND vuelve a la cola; null = nunca'),
});
export type EvidenceSettings = z.infer<typeof evidenceSettings>;
export const evidenceSettingsAnswer = evidenceSettings.extend({ message: z.string() });

/** GET /api/tenants/{id}/evidence/preview: what a new return delay would bring back at once. */
export const evidencePreviewQuery = z.object({
  deferredReturnMinutes: z.coerce.number().int().min(1).max(MAX_DEFERRED_RETURN_MINUTES),
});
export const evidencePreviewAnswer = z.object({ wouldReturn: z.number().int().nonnegative() });
export type EvidencePreviewAnswer = z.infer<typeof evidencePreviewAnswer>;

/** POST /api/gateway/receipts/{id}/holder: the account holder's name the player gave the bot. */
export const holderBody = z.object({ name: z.string().trim().min(1).max(200) });
export const holderAnswer = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(RECEIPT_STATUSES),
});
