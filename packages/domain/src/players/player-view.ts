import { z } from 'zod';
import { MOVEMENT_TYPES } from '../ledger/movements';
import { pesosAnswer } from '../wire-pesos';
import { identityView } from '../player-identity/identity-rules';

/** A player as the API tells it. */
export const playerView = z.object({
  id: z.number(),
  panelUsername: z.string(),
  phone: z.string(),
  name: z.string(),
  blacklistbonus: z.number().describe('1: bonus blocked'),
  tenantId: z.number(),
  referralCode: z.string().nullable(),
  referredByClientId: z.number().nullable(),
  identity: identityView,
  createdAt: z.string().describe('ISO 8601'),
});
export type PlayerView = z.infer<typeof playerView>;

/** A fund movement on the wire: amounts in pesos. */
export const movementView = z.object({
  externalTransactionId: z.string(),
  insDate: z.string().describe('ISO 8601'),
  transactionType: z.enum(MOVEMENT_TYPES),
  amount: pesosAnswer(),
  balanceBefore: pesosAnswer(),
  balanceAfter: pesosAnswer(),
  brand: z.string().nullable(),
  game: z.string().nullable(),
  currencyCode: z.string(),
});
export type MovementView = z.infer<typeof movementView>;

export const playerListAnswer = z.object({ items: z.array(playerView) });
export const playerPageAnswer = z.object({ items: z.array(playerView), total: z.number(), page: z.number() });
export const playerSavedAnswer = z.object({ message: z.string(), client: playerView });
export const messageAnswer = z.object({ message: z.string() });

/** Given only when the island has no default player password: the fresh one, this once. */
const oneTimePassword = z
  .string()
  .optional()
  .describe(
    'Contraseña nueva del jugador, solo si la isla no tiene contraseña por defecto; se informa una vez',
  );
/** POST /api/clients */
export const playerCreatedAnswer = playerSavedAnswer.extend({ password: oneTimePassword });
/** POST /api/clients/password/{id} */
export const passwordActionAnswer = messageAnswer.extend({ password: oneTimePassword });

/** Deposit and pay: the new balance (pesos) and the movement made. */
export const movementAnswer = z.object({
  message: z.string(),
  balance: pesosAnswer(),
  movement: movementView,
});

/** GET /api/clients/getfunds/{panelUsername}: items[0].balance (pesos) and the last movements. */
export const fundsAnswer = z.object({
  items: z.array(z.object({ balance: pesosAnswer(), locked: z.boolean(), client: playerView })),
  history: z.array(movementView),
});
export type FundsAnswer = z.infer<typeof fundsAnswer>;

export const historyAnswer = z.object({
  items: z.array(movementView),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HistoryAnswer = z.infer<typeof historyAnswer>;
