import { z } from 'zod';
import { absentAsEmpty, firstRule } from '../rules';
import { PLAYER_MESSAGE_INTENTS } from '../player-messages/player-message-rules';

export const IRESPONSE_MESSAGES = {
  responseRequired: 'Debe ingresar una respuesta',
  notFound: 'No se encontró el mensaje',
  saved: 'Mensaje actualizado',
} as const;

/** Longest chatbot reply: a few WhatsApp paragraphs. */
export const MAX_REPLY_LENGTH = 2000;

/**
 * The intents every island's chatbot answers, with starting replies, then the messages to players
 * (docs/features/player-messages.md). A new island gets them, so its 'Editar mensajes' screen has
 * something to edit from the first day.
 */
export const DEFAULT_INTENTS: readonly { intent: string; response: string; alterResponse: string }[] = [
  {
    intent: 'saludo',
    response: '¡Hola! Soy el asistente de la Isla. ¿En qué te ayudo?',
    alterResponse: 'Hola de nuevo, ¿qué necesitás?',
  },
  {
    intent: 'carga',
    response: 'Para cargar, transferí al CBU que te paso y enviá el comprobante.',
    alterResponse: 'Mandame la foto del comprobante.',
  },
  {
    intent: 'retiro',
    response: 'Decime cuánto querés retirar y a qué CBU.',
    alterResponse: 'El retiro mínimo es el indicado por la isla.',
  },
  { intent: 'saldo', response: 'Tu saldo actual es {saldo}.', alterResponse: 'Consultando tu saldo...' },
  {
    intent: 'ayuda',
    response: 'Escribí CARGA, RETIRO o SALDO.',
    alterResponse: 'Un operador te va a responder en breve.',
  },
  {
    intent: 'informacion',
    response: 'Atendemos las 24 horas.',
    alterResponse: 'Horario de atención: todos los días.',
  },
  {
    intent: 'referidos',
    response: 'Compartí tu código y ganá bonos.',
    alterResponse: 'Tu código de referido es {codigo}.',
  },
  ...PLAYER_MESSAGE_INTENTS,
];

/** One chatbot reply of an island (docs/features/iresponses.md). */
export const iresponseView = z.object({
  id: z.number(),
  intent: z.string(),
  response: z.string(),
  alter_response: z.string(),
});
export type IresponseView = z.infer<typeof iresponseView>;
export const iresponseList = z.array(iresponseView);

export interface IresponseInput {
  response: string;
  alter_response: string;
}

/** 'Actualizar': the reply is needed, the alternative reply may stay empty. */
export function iresponseMessage(input: IresponseInput): string | undefined {
  if (!input.response.trim()) return IRESPONSE_MESSAGES.responseRequired;
  return undefined;
}

/**
 * POST /api/iresponses/{islandId}/{id}: the response object as the screen holds it; id and intent,
 * when sent, are ignored (the path names the reply, and intents are fixed).
 */
const iresponseFields = z
  .object({
    response: z.string().max(MAX_REPLY_LENGTH),
    alter_response: z.string().max(MAX_REPLY_LENGTH).default(''),
  })
  .superRefine(firstRule(iresponseMessage));
export const iresponseBody = absentAsEmpty(iresponseFields, { response: '', alter_response: '' });

export const iresponseSavedAnswer = z.object({ message: z.string(), item: iresponseView });
