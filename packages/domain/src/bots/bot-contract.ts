import { z } from 'zod';

/**
 * What the server calls at a bot's url (contracts between the panel and each chatbot process).
 * The server gives a bot this long to answer before it says 'El BOT no responde'.
 */
export const BOT_CALL_TIMEOUT_MS = 5000;

const botState = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * GET {url}/qr. `qr` is the text to encode (the panel draws the code) or a `data:image/…` URL the
 * panel shows as is; null when there is nothing to scan (connected, or not ready yet).
 */
export const botQrReply = z.object({ state: botState, qr: z.string().max(8192).nullable() });
export type BotQrReply = z.infer<typeof botQrReply>;

/** POST {url}/restart: the bot's own words, shown to the administrator. */
export const botRestartReply = z.object({ message: z.string().min(1).max(500) });
export type BotRestartReply = z.infer<typeof botRestartReply>;
