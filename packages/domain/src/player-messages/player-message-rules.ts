import type { DeferReason, RejectReason } from '../receipts/receipt-rules';

/**
 * Messages to players (docs/features/player-messages.md): each decision a player waits for is told
 * by a message written from a template, an intent of the island's chatbot replies ('Editar
 * mensajes', docs/features/iresponses.md). The intent is the message's kind.
 */

/** Values a template may name between braces, with what each one is (shown beside the editor). */
export const PLACEHOLDERS = {
  usuario: 'el usuario del jugador',
  monto: 'el monto',
  bono: 'el bono acreditado',
  saldo: 'el saldo del jugador después de la carga',
  operacion: 'el número de operación del banco',
  motivo: 'el motivo del rechazo',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

/** What the editor's preview fills in. */
export const SAMPLE_VALUES: Record<Placeholder, string> = {
  usuario: 'ana123',
  monto: '$ 15.000,00',
  bono: '$ 1.500,00',
  saldo: '$ 42.350,00',
  operacion: '000123456789',
  motivo: 'La cuenta de destino no es válida',
};

interface KindDefinition {
  /** What the editor says the message is for. */
  label: string;
  placeholders: readonly Placeholder[];
  /** The island's text until someone edits it. */
  response: string;
}

const receiptValues = ['usuario', 'monto'] as const satisfies readonly Placeholder[];

/** Every kind, keyed by its intent (Spanish: the editor lists intents as they are). */
export const PLAYER_MESSAGE_KINDS = {
  aviso_carga_aprobada: {
    label: 'Aviso al jugador: carga aprobada',
    placeholders: ['usuario', 'monto', 'bono', 'saldo'],
    response: '¡Listo! Acreditamos tu carga de {monto}. Tu saldo ahora es {saldo}.',
  },
  aviso_rechazo_monto: {
    label: 'Aviso al jugador: comprobante rechazado, el monto no coincide',
    placeholders: receiptValues,
    response:
      'No pudimos acreditar tu comprobante de {monto}: el monto no coincide con la transferencia. ' +
      'Revisalo y envianos el comprobante correcto.',
  },
  aviso_rechazo_titular: {
    label: 'Aviso al jugador: comprobante rechazado, el titular no coincide',
    placeholders: receiptValues,
    response:
      'No pudimos acreditar tu comprobante de {monto}: el titular de la cuenta no coincide. ' +
      'La transferencia tiene que salir de una cuenta a tu nombre.',
  },
  aviso_rechazo_imagen: {
    label: 'Aviso al jugador: comprobante rechazado, imagen falsa',
    placeholders: receiptValues,
    response:
      'No pudimos acreditar tu comprobante de {monto}: la imagen no es válida. ' +
      'Envianos la captura original del comprobante.',
  },
  aviso_rechazo_repetido: {
    label: 'Aviso al jugador: comprobante rechazado, ya cargado',
    placeholders: receiptValues,
    response: 'Tu comprobante de {monto} ya había sido cargado antes, así que no se acredita de nuevo.',
  },
  aviso_pospuesto_sin_acreditar: {
    label: 'Aviso al jugador: comprobante pospuesto, el pago no se registró',
    placeholders: receiptValues,
    response:
      'Recibimos tu comprobante de {monto}, pero la transferencia todavía no llegó a nuestra cuenta. ' +
      'Te avisamos apenas se acredite.',
  },
  aviso_pospuesto_titular: {
    label: 'Aviso al jugador: comprobante pospuesto, pedir el titular de la cuenta',
    placeholders: receiptValues,
    response:
      'Para acreditar tu comprobante de {monto} necesitamos el nombre y apellido del titular de la ' +
      'cuenta desde la que transferiste. Respondé este mensaje con ese nombre.',
  },
  aviso_retiro_aprobado: {
    label: 'Aviso al jugador: retiro aprobado',
    placeholders: ['usuario', 'monto'],
    response: 'Tu retiro de {monto} fue aprobado. Te avisamos cuando esté pagado.',
  },
  aviso_retiro_pagado: {
    label: 'Aviso al jugador: retiro pagado',
    placeholders: ['usuario', 'monto', 'operacion'],
    response: '¡Te pagamos el retiro de {monto}! Número de operación del banco: {operacion}.',
  },
  aviso_retiro_rechazado: {
    label: 'Aviso al jugador: retiro rechazado',
    placeholders: ['usuario', 'monto', 'motivo'],
    response: 'Tu retiro de {monto} fue rechazado: {motivo}. El monto volvió a tu saldo.',
  },
} as const satisfies Record<string, KindDefinition>;

export type PlayerMessageKind = keyof typeof PLAYER_MESSAGE_KINDS;

/** The approval of a receipt: {monto} credited, {bono}, and the new {saldo}. */
export const RECEIPT_APPROVED_KIND = 'aviso_carga_aprobada' satisfies PlayerMessageKind;

/** One message per reject reason of a receipt (receipts/receipt-rules.ts). */
export const RECEIPT_REJECT_KINDS = {
  AMOUNT_NOT_MATCH: 'aviso_rechazo_monto',
  USERACCOUNT_NOT_MATCH: 'aviso_rechazo_titular',
  FAKE_IMAGE: 'aviso_rechazo_imagen',
  PRELOADED_AMOUNT: 'aviso_rechazo_repetido',
} as const satisfies Record<RejectReason, PlayerMessageKind>;

/** One message per defer reason; ASK_BA_OWNER asks the player for the account holder's name. */
export const RECEIPT_DEFER_KINDS = {
  NOT_FOUND: 'aviso_pospuesto_sin_acreditar',
  ASK_BA_OWNER: 'aviso_pospuesto_titular',
} as const satisfies Record<DeferReason, PlayerMessageKind>;

/**
 * The withdrawals' messages (docs/features/withdrawals.md): approved {monto}; paid {monto} with the
 * bank's {operacion}; rejected {monto} with its {motivo} (the reason's text). {usuario} is filled in
 * by the writer.
 */
export const WITHDRAWAL_MESSAGE_KINDS = {
  approved: 'aviso_retiro_aprobado',
  paid: 'aviso_retiro_pagado',
  rejected: 'aviso_retiro_rechazado',
} as const satisfies Record<string, PlayerMessageKind>;

export const PLAYER_MESSAGE_TEXTS = {
  /** A saved text names a value its message does not have. */
  unknownPlaceholders: (unknown: readonly string[], allowed: readonly string[]) =>
    `${
      unknown.length === 1
        ? `El marcador ${unknown[0]} no existe en este aviso.`
        : `Los marcadores ${unknown.join(', ')} no existen en este aviso.`
    } Puede usar: ${allowed.join(', ')}`,
} as const;

export const isPlayerMessageKind = (intent: string): intent is PlayerMessageKind =>
  Object.hasOwn(PLAYER_MESSAGE_KINDS, intent);

/** What a message is about, in staff's words: its editor label after 'Aviso al jugador: '. */
export const messagePurpose = (kind: string): string =>
  isPlayerMessageKind(kind) ? PLAYER_MESSAGE_KINDS[kind].label.replace(/^Aviso al jugador: /, '') : kind;

/** The values a kind's text may name, as written in it ('{monto}'). */
export const allowedPlaceholders = (kind: PlayerMessageKind): string[] =>
  PLAYER_MESSAGE_KINDS[kind].placeholders.map((name) => `{${name}}`);

const PLACEHOLDER = /\{([^{}\n]{0,40})\}/g;

/** Every '{…}' in a text, once each, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[0]))];
}

/**
 * Saving an island's reply (docs/features/player-messages.md 'Placeholders'): a message's texts may
 * name only the values its kind fills in; other intents are free text. The refusal, or undefined.
 */
export function placeholderRefusal(intent: string, ...texts: string[]): string | undefined {
  if (!isPlayerMessageKind(intent)) return undefined;
  const allowed = allowedPlaceholders(intent);
  const unknown = placeholdersIn(texts.join('\n')).filter((found) => !allowed.includes(found));
  return unknown.length ? PLAYER_MESSAGE_TEXTS.unknownPlaceholders(unknown, allowed) : undefined;
}

/** The text with each known value in place of its '{name}'; a value not given is left empty. */
export function renderPlayerMessage(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(PLACEHOLDERS, name) ? (values[name] ?? '') : whole,
  );
}

/** What the editor shows under a message: its text with the sample values. */
export const previewPlayerMessage = (text: string): string => renderPlayerMessage(text, SAMPLE_VALUES);

/** The messages as chatbot replies, for a new island (iresponses/iresponse-rules.ts DEFAULT_INTENTS). */
export const PLAYER_MESSAGE_INTENTS: readonly {
  intent: PlayerMessageKind;
  response: string;
  alterResponse: string;
}[] = Object.entries(PLAYER_MESSAGE_KINDS).map(([intent, kind]) => ({
  intent: intent as PlayerMessageKind,
  response: kind.response,
  alterResponse: '',
}));

/** Retries (docs/features/player-messages.md 'Retries'): the wait after each failed or silent try. */
export const RETRY_BACKOFF_SECONDS = [30, 120, 600, 3600] as const;
/** The first try and one per back-off step; after the last the message is `failed`. */
export const MAX_ATTEMPTS = RETRY_BACKOFF_SECONDS.length + 1;
/** A message handed to a bot is its for this long; unacknowledged, it is tried again after its back-off. */
export const MESSAGE_LEASE_SECONDS = 60;
/** Most messages one call hands out. */
export const MAX_MESSAGES_PER_TAKE = 50;

/** Seconds to wait after the given try failed, or null when it was the last one. */
export function retryDelaySeconds(attempt: number): number | null {
  return attempt >= MAX_ATTEMPTS ? null : RETRY_BACKOFF_SECONDS[Math.max(0, attempt - 1)]!;
}
