import { z } from 'zod';
import { MACHINE_KEY_MESSAGES } from '../http/machine-keys';
import { pesosAnswer } from '../wire-pesos';

/**
 * docs/features/notifications.md: a transfer notice from a receiving bank app. `date` is when the
 * bank app says the transfer happened, `createdAt` when it reached us; `amount` in pesos.
 */
export const notificationView = z.object({
  id: z.number(),
  date: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  bank: z.string(),
  from: z.string(),
  amount: pesosAnswer(),
  bankaccount: z.object({ id: z.number().nullable(), name: z.string() }),
  /** The receipt this notice confirmed (docs/features/evidence.md); null while unused. */
  receiptId: z.number().nullable().optional(),
  /** Why the automatic approval did not use it (Spanish), and for which receipt; null when it did or nothing held it. */
  autoApprovalHeld: z.object({ reason: z.string(), receiptId: z.number().nullable() }).nullable().optional(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const NOTIFICATIONS_PAGE = 100;

export const notificationsAnswer = z.array(notificationView);
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

export const NOTIFICATION_MESSAGES = {
  badKey: MACHINE_KEY_MESSAGES.badKey.intake,
  islandInactive: MACHINE_KEY_MESSAGES.islandInactive,
  dateInvalid: 'La fecha debe estar en formato ISO 8601, por ejemplo 2024-03-05T15:07:00-03:00',
  bankRequired: 'Debe indicar el banco (campo bank)',
  fromRequired: 'Debe indicar quién transfirió (campo from)',
  amountInvalid: 'El monto debe ser un número en pesos mayor a 0 con hasta 2 decimales',
  accountRequired: 'Debe indicar la cuenta que recibió la transferencia (campo account)',
  received: 'Aviso recibido',
  cuitInvalid: 'El CUIT/CUIL debe tener 11 dígitos (campo cuit)',
  externalIdInvalid: 'El id del aviso debe tener entre 1 y 100 caracteres (campo externalId)',
} as const;
