import { z } from 'zod';
import { formatCentavos } from '../money';
import { absentAsEmpty } from '../rules';
import { wirePesos } from '../wire-pesos';
import { isValidCbu } from '../receipt-reading/accounts';
import { isValidTaxId } from '../receipt-reading/tax-ids';
import { MAX_MOVEMENT_CENTAVOS } from '../players/player-rules';
import { gatewayAmount, gatewayPhone } from '../bot-gateway/gateway-contract';

/** A withdrawal request's life (docs/features/withdrawals.md 'States'). */
export const WITHDRAWAL_STATES = ['solicitado', 'aprobado', 'pagado', 'rechazado', 'cancelado'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = {
  solicitado: 'Solicitado',
  aprobado: 'Aprobado',
  pagado: 'Pagado',
  rechazado: 'Rechazado',
  cancelado: 'Cancelado',
};

/** Where a request came from: the player in the chat, or a cashier for the player. */
export const WITHDRAWAL_SOURCES = ['bot', 'cajero'] as const;
export type WithdrawalSource = (typeof WITHDRAWAL_SOURCES)[number];

/** Why an approver refuses a request, with the label the reject dialog and the player's message show. */
export const WITHDRAWAL_REJECT_REASONS = {
  INVALID_DESTINATION: 'La cuenta de destino no es válida',
  FOREIGN_HOLDER: 'La cuenta de destino no es del jugador',
  BONUS_TERMS: 'El saldo tiene un bono sin cumplir',
  UNDER_REVIEW: 'La cuenta del jugador está en revisión',
} as const;
export type WithdrawalRejectReason = keyof typeof WITHDRAWAL_REJECT_REASONS;
export const WITHDRAWAL_REJECT_CODES = Object.keys(WITHDRAWAL_REJECT_REASONS) as [
  WithdrawalRejectReason,
  ...WithdrawalRejectReason[],
];

/** A request's cancellation by the player or a cashier (the reason stored on it). */
export const CANCEL_REASON = 'CANCELLED';

const pesos = (centavos: number) => formatCentavos(centavos);
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const WITHDRAWAL_MESSAGES = {
  withdrawsOff: 'La isla no acepta retiros en este momento',
  destinationRequired: 'Debe ingresar el CBU, CVU o alias de destino',
  cbuLength: 'El CBU o CVU debe tener 22 dígitos',
  cbuInvalid: 'El CBU o CVU no es válido: revise los 22 dígitos',
  aliasInvalid: 'El alias debe tener de 6 a 20 letras, números, puntos o guiones',
  holderRequired: 'Debe ingresar el CUIT o CUIL del titular de la cuenta',
  holderInvalid: 'El CUIT o CUIL del titular no es válido',
  amountNotNumber: 'El monto debe ser un número',
  amountDecimals: 'El monto admite hasta 2 decimales',
  amountPositive: 'El monto a retirar debe ser mayor a 0',
  amountTooLarge: `El monto no puede superar ${pesos(MAX_MOVEMENT_CENTAVOS)}`,
  belowMin: (min: number) => `El retiro mínimo es ${pesos(min)}`,
  aboveMax: (max: number) => `El retiro máximo por solicitud es ${pesos(max)}`,
  outsideHours: (from: number, to: number) => `Los retiros se solicitan de ${clock(from)} a ${clock(to)}`,
  tooManyToday: (count: number) => `Se alcanzó el máximo de ${count} solicitudes de retiro por día`,
  dayLimit: (max: number, left: number) =>
    `Se supera el máximo de ${pesos(max)} en retiros por día: quedan ${pesos(left)}`,
  foreignHolder: 'La cuenta de destino debe ser del jugador',
  usernameRequired: 'Debe seleccionar un cliente',
  playerNotFound: 'No se encontró el cliente',
  notFound: 'No se encontró la solicitud de retiro',
  notRequested: 'La solicitud ya no espera aprobación',
  notApproved: 'La solicitud ya no está aprobada para pagar',
  sameApprover: 'Otra persona debe confirmar este retiro',
  reasonRequired: 'Debe elegir un motivo',
  operationRequired: 'Debe ingresar el número de operación del banco',
  operationInvalid: 'El número de operación admite hasta 60 letras, números o guiones',
  noteRequired: 'Debe escribir por qué no se pudo pagar',
  payerApproved: 'No puede pagar un retiro que usted aprobó',
  heldByOther: 'Otro pagador tiene este retiro',
  notHeld: 'Tome el retiro de la cola antes de pagarlo',
  filed: 'Solicitud de retiro registrada',
  awaitingConfirmation: 'Retiro aprobado: falta la confirmación de otra persona',
  approved: 'Retiro aprobado',
  rejected: 'Retiro rechazado',
  cancelled: 'Solicitud de retiro cancelada',
  paid: 'Retiro pagado',
  sentBack: 'Retiro devuelto a los aprobadores',
  settingsSaved: 'Reglas de retiro actualizadas',
  hoursIncomplete: 'Indique el horario de retiros completo (desde y hasta) o déjelo vacío',
  hoursInvalid: 'El horario debe tener el formato HH:MM',
  islandNotFound: 'No se encontró la isla',
} as const;

/** A destination as the player writes it: a CBU/CVU, with or without spaces and hyphens, or an alias. */
export type Destination = { kind: 'cbu'; value: string } | { kind: 'alias'; value: string };

const ALIAS = /^[a-z0-9.-]{6,20}$/;

/**
 * docs/features/withdrawals.md 'Rules checked on filing': digits only (after spaces and hyphens)
 * is a CBU/CVU whose two check digits must hold; anything else an alias, compared in lower case.
 */
export function readDestination(text: string): Destination | { refusal: string } {
  const trimmed = text.trim();
  if (!trimmed) return { refusal: WITHDRAWAL_MESSAGES.destinationRequired };
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length !== 22) return { refusal: WITHDRAWAL_MESSAGES.cbuLength };
    return isValidCbu(digits) ? { kind: 'cbu', value: digits } : { refusal: WITHDRAWAL_MESSAGES.cbuInvalid };
  }
  const alias = trimmed.toLowerCase();
  return ALIAS.test(alias) ? { kind: 'alias', value: alias } : { refusal: WITHDRAWAL_MESSAGES.aliasInvalid };
}

/** The holder's CUIT/CUIL as typed (20-12345678-6 or 20123456786): 11 digits with a valid check digit. */
export function readHolderTaxId(text: string): { value: string } | { refusal: string } {
  const digits = text.replace(/[\s.-]/g, '');
  if (!digits) return { refusal: WITHDRAWAL_MESSAGES.holderRequired };
  return isValidTaxId(digits) ? { value: digits } : { refusal: WITHDRAWAL_MESSAGES.holderInvalid };
}

/** An island's withdrawal rules, in centavos and minutes of the business day; null = no limit. */
export interface WithdrawalLimits {
  withdrawMin: number;
  maxPerRequest: number | null;
  maxPerDay: number | null;
  requestsPerDay: number | null;
  hoursFrom: number | null;
  hoursTo: number | null;
}

/** What the player already asked for today (requests not rejected or cancelled) and the time now. */
export interface FilingDay {
  requestsToday: number;
  amountToday: number;
  /** Minutes since the business day's midnight. */
  minuteOfDay: number;
}

/** Payout hours from inclusive to exclusive; a range past midnight (22:00–02:00) wraps. */
export function withinHours(minute: number, from: number, to: number): boolean {
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The island's rules on a new request, in the order of docs/features/withdrawals.md; the first refusal. */
export function filingRefusal(amount: number, limits: WithdrawalLimits, day: FilingDay): string | undefined {
  if (amount < limits.withdrawMin) return WITHDRAWAL_MESSAGES.belowMin(limits.withdrawMin);
  if (limits.maxPerRequest !== null && amount > limits.maxPerRequest)
    return WITHDRAWAL_MESSAGES.aboveMax(limits.maxPerRequest);
  if (
    limits.hoursFrom !== null &&
    limits.hoursTo !== null &&
    !withinHours(day.minuteOfDay, limits.hoursFrom, limits.hoursTo)
  )
    return WITHDRAWAL_MESSAGES.outsideHours(limits.hoursFrom, limits.hoursTo);
  if (limits.requestsPerDay !== null && day.requestsToday >= limits.requestsPerDay)
    return WITHDRAWAL_MESSAGES.tooManyToday(limits.requestsPerDay);
  if (limits.maxPerDay !== null && day.amountToday + amount > limits.maxPerDay)
    return WITHDRAWAL_MESSAGES.dayLimit(limits.maxPerDay, Math.max(0, limits.maxPerDay - day.amountToday));
  return undefined;
}

/** Four eyes on withdrawals: above the island's amount (null = off) a second person confirms. */
export const needsSecondApprover = (amount: number, fourEyesAbove: number | null) =>
  fourEyesAbove !== null && amount > fourEyesAbove;

export const withdrawalAmount = wirePesos(
  z
    .number({ error: WITHDRAWAL_MESSAGES.amountNotNumber })
    .refine(Number.isFinite, WITHDRAWAL_MESSAGES.amountNotNumber),
  WITHDRAWAL_MESSAGES.amountDecimals,
  {
    belowMin: WITHDRAWAL_MESSAGES.amountPositive,
    max: MAX_MOVEMENT_CENTAVOS,
    aboveMax: WITHDRAWAL_MESSAGES.amountTooLarge,
  },
);

/** A field read by `read` into its stored value, or refused with the message `read` gives. */
const refusedAsIssue =
  (read: (text: string) => { value: string } | { refusal: string }) =>
  (text: string, ctx: z.RefinementCtx) => {
    const result = read(text);
    if ('refusal' in result) {
      ctx.addIssue({ code: 'custom', message: result.refusal });
      return z.NEVER;
    }
    return result.value;
  };

/** The destination and holder fields, checked in the form's order, read into their stored form. */
const destinationFields = {
  destination: z
    .string()
    .max(60, WITHDRAWAL_MESSAGES.aliasInvalid)
    .transform(refusedAsIssue(readDestination))
    .meta({ description: 'CBU o CVU (22 dígitos) o alias', example: '0170099220000067797370' }),
  holderTaxId: z
    .string()
    .max(20, WITHDRAWAL_MESSAGES.holderInvalid)
    .transform(refusedAsIssue(readHolderTaxId))
    .meta({ description: 'CUIT o CUIL del titular de la cuenta de destino', example: '20123456786' }),
};

const emptyDestination = { destination: '', holderTaxId: '' };

/** POST /api/withdrawals: a cashier files a request for a player of the island. */
export const cashierWithdrawalBody = absentAsEmpty(
  z.object({
    username: z.string().trim().min(1, WITHDRAWAL_MESSAGES.usernameRequired).max(50),
    amount: withdrawalAmount,
    ...destinationFields,
  }),
  { username: '', ...emptyDestination },
);
export type CashierWithdrawalBody = z.infer<typeof cashierWithdrawalBody>;

/**
 * POST /api/gateway/withdrawals: the player asked in the chat; the bot names them by phone and writes
 * the amount as machines do ('1500.50'), as for receipts (docs/features/bots.md 'Bot gateway').
 */
export const gatewayWithdrawalBody = absentAsEmpty(
  z.object({ phone: gatewayPhone, amount: gatewayAmount, ...destinationFields }),
  emptyDestination,
);
export type GatewayWithdrawalBody = z.infer<typeof gatewayWithdrawalBody>;

/** The gateway's cancel names the player, so a bot cannot cancel another player's request. */
export const gatewayCancelBody = z.object({ phone: gatewayPhone });

export const withdrawalRejectBody = z.object({
  reason: z.enum(WITHDRAWAL_REJECT_CODES, { error: WITHDRAWAL_MESSAGES.reasonRequired }),
});

/** 'No se pudo pagar': why, for the approvers who get it back. */
export const payoutFailedBody = absentAsEmpty(
  z.object({ note: z.string().trim().min(1, WITHDRAWAL_MESSAGES.noteRequired).max(200) }),
  { note: '' },
);

/** 'Pagado': the bank's operation number (multipart, with the optional proof file). */
export const payoutPaidFields = z.object({
  bankOperation: z
    .string()
    .trim()
    .min(1, WITHDRAWAL_MESSAGES.operationRequired)
    .regex(/^[\w-]{1,60}$/, WITHDRAWAL_MESSAGES.operationInvalid),
});

const HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;
const hourField = z
  .string()
  .regex(HOUR, WITHDRAWAL_MESSAGES.hoursInvalid)
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)))
  .nullable();
const limitPesos = wirePesos(
  z.number({ error: WITHDRAWAL_MESSAGES.amountNotNumber }),
  WITHDRAWAL_MESSAGES.amountDecimals,
  { belowMin: WITHDRAWAL_MESSAGES.amountPositive },
).nullable();

/** PUT /api/tenants/{id}/withdrawal-settings: rol 1 sets an island's rules (pesos, 'HH:MM', null = off). */
export const withdrawalSettingsBody = z
  .object({
    maxPerRequest: limitPesos,
    maxPerDay: limitPesos,
    requestsPerDay: z.number().int().min(1).max(1000).nullable(),
    hoursFrom: hourField,
    hoursTo: hourField,
    fourEyesAbove: limitPesos,
    refuseForeignHolder: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if ((body.hoursFrom === null) !== (body.hoursTo === null))
      ctx.addIssue({ code: 'custom', message: WITHDRAWAL_MESSAGES.hoursIncomplete, path: ['hoursTo'] });
  });
export type WithdrawalSettingsBody = z.infer<typeof withdrawalSettingsBody>;

/** Minutes of the day back to 'HH:MM' for the settings form. */
export const minuteToClock = clock;
