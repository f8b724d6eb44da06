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
});
export type NotificationIntake = z.infer<typeof notificationIntakeBody>;

export const notificationCreatedAnswer = z.object({ id: z.number(), message: z.string() });
