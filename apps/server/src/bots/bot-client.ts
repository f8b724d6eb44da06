import type { z } from 'zod';
import {
  BOT_CALL_TIMEOUT_MS,
  botQrReply,
  botRestartReply,
  type BotQrReply,
  type BotRestartReply,
} from '@panel/domain/bots/bot-contract';
import { BOT_MESSAGES } from '@panel/domain/bots/bot-rules';
import { AppError } from '../errors';

/** The bot is the server's upstream: its silence or nonsense is a 502, in Spanish. */
const botFailure = (message: string) => new AppError(502, message);

/** `http://host/bot1/` + `qr` → `http://host/bot1/qr`. */
function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}/${path}`;
}

/**
 * Calls a bot at its url (contracts: GET /qr, POST /restart). The whole exchange, body included,
 * must finish within BOT_CALL_TIMEOUT_MS; redirects are not followed.
 */
async function callBot<T>(baseUrl: string, method: 'GET' | 'POST', path: string, schema: z.ZodType<T>) {
  let status: number;
  let text: string;
  try {
    const response = await fetch(endpoint(baseUrl, path), {
      method,
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(BOT_CALL_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch {
    throw botFailure(BOT_MESSAGES.noAnswer);
  }
  if (status < 200 || status >= 300) throw botFailure(BOT_MESSAGES.badStatus(status));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw botFailure(BOT_MESSAGES.badAnswer);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw botFailure(BOT_MESSAGES.badAnswer);
  return parsed.data;
}

export const askBotQr = (url: string): Promise<BotQrReply> => callBot(url, 'GET', 'qr', botQrReply);

export const askBotRestart = (url: string): Promise<BotRestartReply> =>
  callBot(url, 'POST', 'restart', botRestartReply);
