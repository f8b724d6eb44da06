import { z } from 'zod';
import { RECEIPT_STATUSES } from './receipt-rules';
import { pesosAnswer } from '../wire-pesos';

/** Past loads shown in the history modal (most recent first); `count` is the total. */
export const HISTORY_LIMIT = 100;

/** docs/features/receipts.md. Amounts in pesos; `charged` false rows are highlighted. */
export const playerTransactionView = z.object({
  id: z.number(),
  receiptId: z.number().nullable(),
  updatedAt: z.string().describe('ISO 8601'),
  amount: pesosAnswer(),
  bonusAmount: pesosAnswer(),
  charged: z.boolean(),
  bankAccount: z
    .object({ id: z.number(), name: z.string(), bank: z.object({ bankname: z.string() }) })
    .nullable(),
});
export type PlayerTransactionView = z.infer<typeof playerTransactionView>;

/** GET /api/transactions/{clientId}: the last HISTORY_LIMIT loads, newest first, and how many there are. */
export const playerTransactionsAnswer = z.object({
  count: z.number(),
  items: z.array(playerTransactionView),
});
export type PlayerTransactionsAnswer = z.infer<typeof playerTransactionsAnswer>;

export const RECEIPT_FILE_TYPES = ['jpeg', 'png', 'webp', 'pdf'] as const;

/**
 * GET /api/get/{id}'s stored part (docs/features/receipts.md): the receipt, its client and history;
 * /checker's whole answer adds the evidence (checker/checker-view.ts). `url` is a short-lived signed
 * link whose path ends in the file's extension (so 'ends in pdf' tells a PDF); fetch the receipt
 * again after `urlExpiresAt`.
 */
export const receiptRecordView = z.object({
  id: z.number(),
  url: z.string(),
  urlExpiresAt: z.string().describe('ISO 8601'),
  fileType: z.enum(RECEIPT_FILE_TYPES),
  amount: pesosAnswer(),
  newamount: pesosAnswer('pesos, when edited').nullable(),
  status: z.enum(RECEIPT_STATUSES),
  reason: z.string().nullable(),
  ocrData: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string().describe('ISO 8601: upload time'),
  updatedAt: z.string().describe('ISO 8601: the "Pendiente hace" timer counts from here'),
  clientId: z.number(),
  bankAccount: z
    .object({ id: z.number(), name: z.string(), bank: z.object({ bankname: z.string() }) })
    .nullable(),
  client: z.object({
    id: z.number(),
    panelUsername: z.string(),
    phone: z.string(),
    blacklistbonus: z.number(),
    transactionCount: z.number(),
    transactions: z.array(playerTransactionView),
  }),
});
export type ReceiptRecordView = z.infer<typeof receiptRecordView>;

/** POST /api/put/{id} and POST /api/document/{id}. */
export const decisionAnswer = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(RECEIPT_STATUSES),
});
export type DecisionAnswer = z.infer<typeof decisionAnswer>;
