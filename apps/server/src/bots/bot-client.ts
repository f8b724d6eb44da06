import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import {
  BOT_CALL_TIMEOUT_MS,
  botQrReply,
  botRestartReply,
  type BotQrReply,
  type BotRestartReply,
} from '@panel/domain/bots/bot-contract';
import { BOT_MESSAGES } from '@panel/domain/bots/bot-rules';
import { AppError, refused } from '../errors';
import { InternalAddressError, guardedLookup, refusedLiteral } from './bot-address';

/**
 * The bot is the server's upstream: any failure is one 502 in Spanish. Refused connections, silence,
 * an error status and nonsense all read the same, so the answer cannot be used to tell open ports
 * from closed ones (docs/features/bots.md).
 */
const botFailure = () => new AppError(502, BOT_MESSAGES.noAnswer);

/** A bot answer larger than this is not a QR and is not read further. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** `http://host/bot1/` + `qr` → `http://host/bot1/qr`. */
function endpoint(baseUrl: string, path: string): URL | null {
  try {
    return new URL(`${baseUrl.trim().replace(/\/+$/, '')}/${path}`);
  } catch {
    return null;
  }
}

/** Status and text of one exchange; redirects are not followed; the whole of it within the timeout. */
function exchange(url: URL, method: 'GET' | 'POST', allowed: readonly string[]) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method,
      headers: { accept: 'application/json', 'content-length': '0' },
      lookup: guardedLookup(allowed),
      signal: AbortSignal.timeout(BOT_CALL_TIMEOUT_MS),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.end();
  });
}

/**
 * Calls a bot at its url (contracts: GET /qr, POST /restart) unless the url names an internal
 * address that `allowed` (BOT_URL_ALLOW_PRIVATE) does not list: then 422, and nothing is sent.
 */
async function callBot<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  allowed: readonly string[],
) {
  const url = endpoint(baseUrl, path);
  if (!url || !/^https?:$/.test(url.protocol)) throw botFailure();
  if (refusedLiteral(url, allowed)) throw refused(BOT_MESSAGES.internalAddress);
  let answer: { status: number; text: string };
  try {
    answer = await exchange(url, method, allowed);
  } catch (error) {
    if (error instanceof InternalAddressError) throw refused(BOT_MESSAGES.internalAddress);
    throw botFailure();
  }
  if (answer.status < 200 || answer.status >= 300) throw botFailure();
  let data: unknown;
  try {
    data = JSON.parse(answer.text);
  } catch {
    throw botFailure();
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw botFailure();
  return parsed.data;
}

export const askBotQr = (url: string, allowed: readonly string[]): Promise<BotQrReply> =>
  callBot(url, 'GET', 'qr', botQrReply, allowed);

export const askBotRestart = (url: string, allowed: readonly string[]): Promise<BotRestartReply> =>
  callBot(url, 'POST', 'restart', botRestartReply, allowed);
