import { z } from 'zod';
import { absentAsEmpty } from '../rules';
import { MAX_MESSAGES_PER_TAKE } from './player-message-rules';

/** States of a message (docs/features/player-messages.md): waiting for the bot, delivered, or given up. */
export const PLAYER_MESSAGE_STATES = ['pending', 'delivered', 'failed'] as const;
export type PlayerMessageState = (typeof PLAYER_MESSAGE_STATES)[number];

export const PLAYER_MESSAGE_MESSAGES = {
  notFound: 'No se encontró el aviso',
  delivered: 'Aviso entregado',
  failed: 'Falla registrada: el aviso se reintentará',
  givenUp: 'Falla registrada: el aviso no se entregó y no se reintentará',
  unchanged: 'El aviso ya estaba resuelto: no se cambió nada',
  outcomeRequired: 'El resultado debe ser delivered o failed',
  limitInvalid: `La cantidad de avisos debe ser un número entero entre 1 y ${MAX_MESSAGES_PER_TAKE}`,
} as const;

const instant = z.string().describe('ISO 8601');

/**
 * A receipt's or a withdrawal's message as staff see it: the latest one, or one the bot could not
 * deliver ('aviso no entregado'), which matters more.
 */
export const playerMessageStatusView = z.object({
  state: z.enum(PLAYER_MESSAGE_STATES),
  kind: z.string().describe('la intención de Editar mensajes de la que salió el texto'),
  attempts: z.number(),
  lastError: z.string().nullable().describe('lo que el BOT informó en la última falla'),
});
export type PlayerMessageStatus = z.infer<typeof playerMessageStatusView>;

/** POST /api/gateway/messages/take: how many at most (10 when left out). */
export const takeMessagesBody = absentAsEmpty(
  z.object({
    limit: z
      .number({ error: PLAYER_MESSAGE_MESSAGES.limitInvalid })
      .int(PLAYER_MESSAGE_MESSAGES.limitInvalid)
      .min(1, PLAYER_MESSAGE_MESSAGES.limitInvalid)
      .max(MAX_MESSAGES_PER_TAKE, PLAYER_MESSAGE_MESSAGES.limitInvalid)
      .default(10),
  }),
);

/** One message handed to the bot: send `text` to `phone`, then acknowledge it by `id`. */
export const handedMessageView = z.object({
  id: z.number(),
  phone: z.string(),
  text: z.string(),
  kind: z.string(),
  /** 1 on the first try. */
  attempt: z.number(),
  receiptId: z.number().nullable(),
  withdrawalId: z.number().nullable(),
  leaseExpiresAt: instant.describe('ISO 8601: sin confirmación hasta entonces, se reintenta más tarde'),
});
export type HandedMessage = z.infer<typeof handedMessageView>;
export const takeMessagesAnswer = z.object({ items: z.array(handedMessageView) });

/** POST /api/gateway/messages/{id}/ack: delivered, or failed with what went wrong. */
export const ackMessageBody = absentAsEmpty(
  z.object({
    outcome: z.enum(['delivered', 'failed'], { error: PLAYER_MESSAGE_MESSAGES.outcomeRequired }),
    error: z.string().max(200).optional(),
  }),
);
export type AckMessageBody = z.infer<typeof ackMessageBody>;

export const ackMessageAnswer = z.object({
  message: z.string(),
  item: z.object({
    id: z.number(),
    state: z.enum(PLAYER_MESSAGE_STATES),
    attempts: z.number(),
    deliveredAt: instant.nullable(),
    nextAttemptAt: instant.nullable().describe('el próximo intento, mientras quede alguno'),
  }),
});
export type AckMessageAnswer = z.infer<typeof ackMessageAnswer>;
