import { z } from 'zod';
import { NOTIFICATION_MESSAGES as M } from './notification-view';
import { MAX_RECEIPT_PESOS } from '../receipts/receipt-rules';
import { wirePesos } from '../wire-pesos';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * POST /api/notifications/intake from a bank-app notifier: when the transfer happened (ISO 8601 with
 * its offset), the bank app, the sender, the amount in pesos and the receiving account (its CBU or
 * its holder's name).
 */
export const notificationIntakeBody = z.object({
  date: z.iso.datetime({ offset: true, error: M.dateInvalid }),
  bank: required(M.bankRequired, 100),
  from: required(M.fromRequired, 200),
  amount: wirePesos(
    z.number({ error: M.amountInvalid }).positive(M.amountInvalid).max(MAX_RECEIPT_PESOS, M.amountInvalid),
    M.amountInvalid,
  ),
  account: required(M.accountRequired, 100),
  /** The sender's CUIT/CUIL, when the bank app shows it (11 digits; dashes and spaces are dropped). */
  cuit: z
    .string({ error: M.cuitInvalid })
    .max(20, M.cuitInvalid)
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine((v) => /^\d{11}$/.test(v), M.cuitInvalid)
    .meta({ pattern: '^\\d{11}$', example: '20123456786' })
    .optional(),
  /** The notifier's own id of this notice: sent again, it answers the first notice (docs/features/notifications.md). */
  externalId: z
    .string({ error: M.externalIdInvalid })
    .trim()
    .min(1, M.externalIdInvalid)
    .max(100, M.externalIdInvalid)
    .optional(),
});
export type NotificationIntake = z.infer<typeof notificationIntakeBody>;

export const notificationCreatedAnswer = z.object({ id: z.number(), message: z.string() });
