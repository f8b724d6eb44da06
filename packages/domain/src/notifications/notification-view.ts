import { z } from 'zod';

/**
 * SPEC §2.6 and §3 'Notification': a transfer notice from a receiving bank app. `date` is when the
 * bank app says the transfer happened, `createdAt` when it reached us; `amount` in pesos.
 */
export const notificationView = z.object({
  id: z.number(),
  date: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  bank: z.string(),
  from: z.string(),
  amount: z.number().describe('pesos'),
  bankaccount: z.object({ id: z.number().nullable(), name: z.string() }),
});
export type NotificationView = z.infer<typeof notificationView>;

export const NOTIFICATIONS_PAGE = 100;

/** GET /api/notifications: newest first; `beforeId` pages back. */
export const notificationsQuery = z.object({
  beforeId: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(NOTIFICATIONS_PAGE),
});

export const notificationsAnswer = z.array(notificationView);
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;
