import { z } from 'zod';
import { pesosAnswer } from '../wire-pesos';
import { movementView } from '../players/player-view';
import { playerMessageStatusView } from '../player-messages/player-message-view';
import { WITHDRAWAL_SOURCES, WITHDRAWAL_STATES } from './withdrawal-rules';

const instant = z.string().describe('ISO 8601');
/** Who did a step: the panel user's name, null when nobody did it (yet) or the player did. */
const actor = z.string().nullable();

/** A withdrawal request as every screen shows it (docs/features/withdrawals.md). Amount in pesos. */
export const withdrawalView = z.object({
  id: z.number(),
  clientId: z.number(),
  username: z.string(),
  phone: z.string(),
  amount: pesosAnswer(),
  destination: z.string().describe('CBU/CVU (22 dígitos) o alias'),
  destinationKind: z.enum(['cbu', 'alias']),
  holderTaxId: z.string(),
  foreignHolder: z.boolean().describe('el CUIT/CUIL del titular no es el del jugador'),
  state: z.enum(WITHDRAWAL_STATES),
  source: z.enum(WITHDRAWAL_SOURCES),
  reason: z.string().nullable().describe('código de rechazo, o CANCELLED'),
  failureNote: z.string().nullable().describe("por qué el último pago no se pudo hacer ('No se pudo pagar')"),
  bankOperation: z.string().nullable(),
  hasProof: z.boolean(),
  awaitingConfirmation: z.boolean().describe('aprobado una vez; espera a una segunda persona'),
  requestedBy: actor,
  approvalRequestedBy: actor,
  approvedBy: actor,
  paidBy: actor,
  closedBy: actor,
  createdAt: instant,
  approvedAt: instant.nullable(),
  paidAt: instant.nullable(),
  closedAt: instant.nullable(),
  /**
   * The player's message about this request (docs/features/player-messages.md): one the bot could
   * not deliver ('aviso no entregado') if any, else the latest; null when none was written.
   */
  playerMessage: playerMessageStatusView.nullable().optional(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const withdrawalAnswer = z.object({ message: z.string(), item: withdrawalView });
export const withdrawalPage = z.object({
  items: z.array(withdrawalView),
  total: z.number(),
  page: z.number(),
});

/** A destination account the player has asked to be paid to before. */
export const usedDestination = z.object({
  destination: z.string(),
  holderTaxId: z.string(),
  uses: z.number(),
  lastUsedAt: instant,
});

/** What the payer sees of a claimed request: the request, the player's balance and recent history. */
export const payoutClaim = z.object({
  item: withdrawalView,
  balance: pesosAnswer('saldo disponible del jugador'),
  movements: z.array(movementView),
  destinations: z.array(usedDestination),
  leaseExpiresAt: instant,
});
export type PayoutClaim = z.infer<typeof payoutClaim>;

export const payoutStatus = z.object({
  waiting: z.number().describe('retiros aprobados que nadie tomó'),
  requested: z.number().describe('solicitudes que esperan aprobación'),
});
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** An island's withdrawal rules as the settings form shows them: pesos, 'HH:MM', null = no limit. */
export const withdrawalSettingsView = z.object({
  withdrawMin: pesosAnswer('retiro mínimo (de la isla)'),
  maxPerRequest: z.number().nullable(),
  maxPerDay: z.number().nullable(),
  requestsPerDay: z.number().nullable(),
  hoursFrom: z.string().nullable(),
  hoursTo: z.string().nullable(),
  fourEyesAbove: z.number().nullable(),
  refuseForeignHolder: z.boolean(),
});
export type WithdrawalSettingsView = z.infer<typeof withdrawalSettingsView>;

/** The gateway's answer to a player's request. */
export const botWithdrawalAnswer = z.object({
  id: z.number(),
  state: z.enum(WITHDRAWAL_STATES),
  message: z.string(),
});

/** GET /api/withdrawals/{id}/proof: a short-lived signed link to the payout's proof file. */
export const proofLink = z.object({ url: z.string(), expiresAt: instant });
