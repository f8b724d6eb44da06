import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { absentAsEmpty, firstRule } from '../rules';

/** Bot messages: docs/features/bots.md in order, then the URL the server calls, and the screen's answers. */
export const BOT_MESSAGES = {
  name: 'Debe ingresar un nombre',
  island: 'Debe ingresar una isla',
  url: 'Debe ingresar la URL del BOT',
  urlInvalid: 'La URL del BOT debe comenzar con http:// o https://',
  assignedDelete: 'No puede eliminarse a el bot asignado a esta misma isla',
  notFound: 'No se encontró el BOT',
  islandNotFound: 'No se encontró la isla',
  created: 'BOT creado',
  saved: 'BOT actualizado',
  deleted: 'BOT borrado',
  activated: 'BOT activado',
  deactivated: 'BOT desactivado',
  keyRotated: 'Nueva clave generada: la anterior ya no funciona',
  // One message for every failure to reach the bot or understand it: the answer must not tell an
  // open port from a closed one (docs/features/bots.md).
  noAnswer: 'El BOT no responde o su respuesta no es válida',
  internalAddress:
    'La URL del BOT apunta a una dirección local o de una red privada, que el servidor no llama',
} as const;

export interface BotInput {
  name: string;
  tenant_id?: number | null;
  url: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Bot save: the spec's two checks, then the address the server reaches the bot at. */
export function botMessage(input: BotInput): string | undefined {
  if (!input.name.trim()) return BOT_MESSAGES.name;
  if (!input.tenant_id) return BOT_MESSAGES.island;
  const url = input.url.trim();
  if (!url) return BOT_MESSAGES.url;
  if (!isHttpUrl(url)) return BOT_MESSAGES.urlInvalid;
  return undefined;
}

/**
 * POST /api/bots and /api/bots/{id}. `assigned` makes it the bot of its island (the one the header
 * shows and that cannot be deleted); absent, a bot is assigned when its island has none.
 */
const botFields = z
  .object({
    name: z.string().max(MAX_LENGTH.name),
    tenant_id: z.number().int().positive().max(2147483647).nullish(),
    // The http(s) URL `botMessage` checks, stated for the OpenAPI document.
    url: z.string().max(MAX_LENGTH.url).meta({ format: 'uri', example: 'https://bot.example.com' }),
    assigned: z.boolean().optional(),
  })
  .superRefine(firstRule(botMessage));
export const botBody = absentAsEmpty(botFields, { name: '', url: '' });
export type BotBody = z.infer<typeof botBody>;

/** A bot as the API tells it (docs/features/bots.md), plus whether it is its island's assigned bot. */
export const botView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  active: z.boolean(),
  tenant_id: z.number(),
  tenant: z.object({ id: z.number(), name: z.string() }),
  assigned: z.boolean(),
});
export type BotView = z.infer<typeof botView>;

export const botList = z.array(botView);
export const botSavedAnswer = z.object({ message: z.string(), bot: botView });
/** Creation shows the gateway key once; only its hash is kept. */
export const botCreatedAnswer = botSavedAnswer.extend({ key: z.string() });
export const botKeyAnswer = z.object({ message: z.string(), key: z.string() });
export const botDeletedAnswer = z.object({ message: z.string() });
