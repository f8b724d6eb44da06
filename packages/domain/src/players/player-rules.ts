import { z } from 'zod';
import { businessDay, dateRangeValue } from '../date-range';
import { formatCentavos } from '../money';
import { centavosRefusal, type AmountBounds } from '../typed-amount';
import { MAX_LENGTH } from '../constants';
import { wirePesos } from '../wire-pesos';
import { absentAsEmpty } from '../rules';
import { historyOrderFields } from './history-list';
import { identityDraft, readOptionalIdentity } from '../player-identity/identity-rules';

/** docs/features/players.md: a name longer than 3 characters, lowercased. */
export const MIN_PLAYER_NAME_LENGTH = 4;
/** The most one load or withdrawal may move: cien millones de pesos. */
export const MAX_MOVEMENT_CENTAVOS = 100_000_000_00;
/** docs/features/players.md: last movements shown and history page size. */
export const LAST_MOVEMENTS = 5;
export const HISTORY_PAGE_SIZE = 10;
/** How many players a search answers with (the select shows them; typing narrows). */
export const PLAYER_SEARCH_LIMIT = 50;
export const PLAYER_LIST_PAGE_SIZE = 100;
export const MAX_PHONE_DIGITS = 30;

export const PLAYER_MESSAGES = {
  nameTooShort: 'El nombre debe tener más de 3 caracteres',
  phoneTooLong: `El teléfono no puede tener más de ${MAX_PHONE_DIGITS} dígitos`,
  phoneTaken: (username: string) => `El teléfono ya pertenece al cliente ${username}`,
  notFound: 'No se encontró el cliente',
  usernameRequired: 'Debe seleccionar un cliente',
  amountRequired: 'Debe ingresar un monto',
  amountInvalid: 'Ingrese un monto válido, por ejemplo 1.500,50',
  amountNotNumber: 'El monto debe ser un número',
  amountDecimals: 'El monto admite hasta 2 decimales',
  loadPositive: 'El monto a cargar debe ser mayor a 0',
  withdrawPositive: 'El monto a retirar debe ser mayor a 0',
  amountTooLarge: `El monto no puede superar ${formatCentavos(MAX_MOVEMENT_CENTAVOS)}`,
  withdrawAboveBalance: 'El monto a retirar no puede superar el saldo del cliente',
  created: (username: string) => `Cliente ${username} creado`,
  loaded: (amount: string, username: string) => `Se cargaron ${amount} a ${username}`,
  paid: (amount: string, username: string) => `Se retiraron ${amount} de ${username}`,
  bonusBlocked: (username: string) => `Bonus bloqueado para ${username}`,
  bonusUnblocked: (username: string) => `Bonus desbloqueado para ${username}`,
  bonusAlreadyBlocked: 'El bonus de este cliente ya está bloqueado',
  bonusNotBlocked: 'El bonus de este cliente no está bloqueado',
  passwordReset: (username: string) =>
    `Contraseña de ${username} restablecida a la contraseña por defecto de la isla y usuario desbloqueado`,
  passwordResetTemporary: (username: string) =>
    `Contraseña de ${username} restablecida y usuario desbloqueado. La isla no tiene contraseña por defecto: entregue al jugador la nueva contraseña`,
  unlocked: (username: string) => `Usuario ${username} desbloqueado`,
  notLocked: 'El usuario no está bloqueado',
} as const;

/** Name as docs/features/players.md keeps it: trimmed and lowercased. */
export const normalizePlayerName = (name: string) => name.trim().toLowerCase();
/** Phone as docs/features/players.md keeps it: digits only. */
export const normalizePhone = (phone: string) => phone.replace(/\D/g, '');

/** New client form: the first failing rule's message, or undefined. */
export function newPlayerMessage(input: { name: string; phone: string }): string | undefined {
  if (normalizePlayerName(input.name).length < MIN_PLAYER_NAME_LENGTH) return PLAYER_MESSAGES.nameTooShort;
  if (normalizePhone(input.phone).length > MAX_PHONE_DIGITS) return PLAYER_MESSAGES.phoneTooLong;
  return undefined;
}

/**
 * POST /api/clients {name, phone, identity?}: normalised as the spec says, then checked; the
 * identity (docs/features/player-identity.md) after the spec's own fields.
 */
const newPlayerFields = z
  .object({
    name: z.string().max(MAX_LENGTH.name),
    phone: z.string().max(100).default(''),
    identity: identityDraft.optional(),
  })
  .transform((v, ctx) => {
    const message = newPlayerMessage(v);
    const read = message ? { refusal: message } : readOptionalIdentity(v.identity, businessDay(new Date()));
    if ('refusal' in read) {
      ctx.addIssue({ code: 'custom', message: read.refusal });
      return z.NEVER;
    }
    return { name: normalizePlayerName(v.name), phone: normalizePhone(v.phone), identity: read.identity };
  });
export const newPlayerBody = absentAsEmpty(newPlayerFields, { name: '', phone: '' });
export type NewPlayerBody = z.infer<typeof newPlayerBody>;

/** What a load or withdrawal field accepts: above 0, within the cap, a withdrawal within the balance. */
export function movementAmountBounds(kind: 'load' | 'withdraw', balance?: number): AmountBounds {
  const byBalance = kind === 'withdraw' && balance !== undefined && balance < MAX_MOVEMENT_CENTAVOS;
  return {
    belowMin: kind === 'load' ? PLAYER_MESSAGES.loadPositive : PLAYER_MESSAGES.withdrawPositive,
    max: byBalance ? balance : MAX_MOVEMENT_CENTAVOS,
    aboveMax: byBalance ? PLAYER_MESSAGES.withdrawAboveBalance : PLAYER_MESSAGES.amountTooLarge,
  };
}

/**
 * A load or withdrawal amount in centavos: the first failing rule's message, or undefined. The web
 * field checks typed text with the same bounds, the server the wire pesos.
 */
export function movementAmountMessage(
  centavos: number | null,
  kind: 'load' | 'withdraw',
  balance?: number,
): string | undefined {
  if (centavos === null) return PLAYER_MESSAGES.amountInvalid;
  return centavosRefusal(centavos, movementAmountBounds(kind, balance));
}

/** Wire pesos with at most two decimals, turned into centavos and held to the movement's bounds. */
const wireAmount = (kind: 'load' | 'withdraw') =>
  wirePesos(
    z
      .number({ error: PLAYER_MESSAGES.amountNotNumber })
      .refine(Number.isFinite, PLAYER_MESSAGES.amountNotNumber),
    PLAYER_MESSAGES.amountDecimals,
    movementAmountBounds(kind),
  );

const usernameField = z
  .string()
  .trim()
  .min(1, PLAYER_MESSAGES.usernameRequired)
  .max(MAX_LENGTH.username, PLAYER_MESSAGES.notFound);

/** A retry of the same form submission carries the same key, so it moves money once. */
const requestKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/)
  .optional();

/** POST /api/clients/deposit and /pay: {username, amount (pesos), requestId?}; amount comes out in centavos. */
const depositFields = z.object({
  username: usernameField,
  amount: wireAmount('load'),
  requestId: requestKey,
});
const payFields = z.object({
  username: usernameField,
  amount: wireAmount('withdraw'),
  requestId: requestKey,
});
/** A body left without its player counts as one sent with an empty player. */
const noPlayer = { username: '' };
export const depositBody = absentAsEmpty(depositFields, noPlayer);
export const payBody = absentAsEmpty(payFields, noPlayer);
export type MovementBody = z.infer<typeof depositBody>;

/** POST /api/clients/password/{id}: 'reset' (default password, and unlocked) or 'unlock' only. */
export const passwordBody = z
  .object({ action: z.enum(['reset', 'unlock']).default('reset') })
  .default({ action: 'reset' });

/** No dates (or an empty pair) means the whole history; otherwise the docs/features/money.md date-range rule. */
const optionalRange = z
  .union([
    z.tuple([]),
    z.tuple([z.null(), z.null()]),
    z.tuple([z.literal(''), z.literal('')]),
    dateRangeValue,
  ])
  .optional()
  .transform((range) => (range && !Array.isArray(range) ? range : undefined));

/** POST /api/clients/history: {username, value: [start, end], filters, page}. */
const historyFields = z.object({
  username: usernameField,
  value: optionalRange,
  filters: z
    .object({
      withdrawals: z.boolean().default(true),
      deposits: z.boolean().default(true),
      games: z.boolean().default(true),
    })
    .default({ withdrawals: true, deposits: true, games: true }),
  page: z.number().int().min(1).max(1_000_000).default(1),
  // Additive (docs/features/lists.md): without them, newest first as the spec's modal.
  ...historyOrderFields,
});
export const historyBody = absentAsEmpty(historyFields, noPlayer);
export type HistoryBody = z.infer<typeof historyBody>;

/** POST /api/clients/list: players created in a date range (docs/features/money.md), a page at a time. */
export const playerListBody = z.object({
  value: dateRangeValue,
  page: z.number().int().min(1).max(1_000_000).default(1),
});

/** GET /api/clients?search=: by username, phone or name. */
export const playerSearchQuery = z.object({ search: z.string().trim().max(100).default('') });

/** GET /api/clients/getfunds/{panelUsername}: the player by its panel username. */
export const fundsParams = z.object({ panelUsername: z.string().trim().min(1).max(MAX_LENGTH.username) });
