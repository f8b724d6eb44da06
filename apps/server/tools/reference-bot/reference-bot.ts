import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BotQrReply, BotRestartReply } from '@panel/domain/bots/bot-contract';
import { BOT_HEARTBEAT_MS } from '@panel/domain/bots/bot-state';
import type { AckMessageAnswer, HandedMessage } from '@panel/domain/player-messages/player-message-view';

/**
 * A stand-in for a WhatsApp chatbot process, for development: it answers the panel's calls
 * (GET /qr, POST /restart) like a real bot would, and walks through the states a real one goes
 * through: 1 'Espera' showing a QR that changes every 20 s, then 0 'Encendido' once "scanned".
 * Connected, it takes the messages to players from the gateway, prints them and acknowledges them.
 */
export interface ReferenceBotOptions {
  port: number;
  host?: string;
  /** After this long waiting, the bot acts as if its QR had been scanned; 0 never does. */
  connectAfterMs?: number;
  /** With a gateway key, every change of state is reported to the panel (POST /api/gateway/state). */
  gatewayKey?: string;
  panelUrl?: string;
  /** How often the unchanged state is reported again, so the panel knows the bot still runs. */
  heartbeatMs?: number;
  /**
   * While connected and with a gateway key, how often it asks for the messages to players
   * (docs/features/player-messages.md), "sends" them (prints them) and acknowledges them.
   */
  messagesEveryMs?: number;
  /** Each message it delivered, after the panel took the acknowledgement. */
  onMessage?: (message: HandedMessage) => void;
  log?: (line: string) => void;
}

export interface ReferenceBot {
  url: string;
  current(): BotQrReply;
  close(): Promise<void>;
}

const QR_ROTATION_MS = 20_000;
export const RESTART_MESSAGE = 'BOT reiniciado: escanee el nuevo código QR para conectarlo';

/** Looks like the text a WhatsApp login QR encodes; any text works for the panel. */
const newQr = () => `2@${randomBytes(24).toString('base64')},${randomBytes(16).toString('base64')}`;

export async function startReferenceBot(options: ReferenceBotOptions): Promise<ReferenceBot> {
  const {
    connectAfterMs = 30_000,
    gatewayKey,
    panelUrl = 'http://localhost:8080',
    heartbeatMs = BOT_HEARTBEAT_MS,
    messagesEveryMs = 3000,
    onMessage = () => {},
    log = () => {},
  } = options;
  const gateway = `${panelUrl.replace(/\/+$/, '')}/api/gateway`;
  let state: BotQrReply = { state: 1, qr: newQr() };
  const timers = new Set<NodeJS.Timeout>();

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const report = async () => {
    if (!gatewayKey) return;
    try {
      const response = await fetch(`${gateway}/state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bot-key': gatewayKey },
        body: JSON.stringify(state),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) log(`gateway answered ${response.status} to the state report`);
    } catch (error) {
      log(`could not report the state to ${panelUrl}: ${(error as Error).message}`);
    }
  };

  const gatewayCall = async <T>(path: string, body: object): Promise<T | null> => {
    const response = await fetch(`${gateway}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bot-key': gatewayKey! },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) return (await response.json()) as T;
    log(`gateway answered ${response.status} to ${path}`);
    return null;
  };

  /** One round: take the due messages, "send" each (print it), acknowledge it as delivered. */
  let delivering = false;
  const deliverMessages = async () => {
    if (!gatewayKey || state.state !== 0 || delivering) return;
    delivering = true;
    try {
      const taken = await gatewayCall<{ items: HandedMessage[] }>('/messages/take', { limit: 10 });
      for (const message of taken?.items ?? []) {
        log(`message to ${message.phone}: ${message.text}`);
        const ack = await gatewayCall<AckMessageAnswer>(`/messages/${message.id}/ack`, {
          outcome: 'delivered',
        });
        if (ack?.item.state === 'delivered') onMessage(message);
      }
    } catch (error) {
      log(`could not take the messages from ${panelUrl}: ${(error as Error).message}`);
    } finally {
      delivering = false;
    }
  };

  const setState = (next: BotQrReply) => {
    state = next;
    log(`state ${state.state}${state.qr ? ' (waiting for the QR to be scanned)' : ''}`);
    void report();
  };

  const rotateQr = () => {
    later(QR_ROTATION_MS, () => {
      if (state.state !== 1) return;
      setState({ state: 1, qr: newQr() });
      rotateQr();
    });
  };

  const waitForScan = () => {
    clearTimers();
    setState({ state: 1, qr: newQr() });
    rotateQr();
    if (connectAfterMs > 0)
      later(connectAfterMs, () => {
        clearTimers();
        setState({ state: 0, qr: null });
      });
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://bot').pathname.replace(/\/+$/, '');
    if (req.method === 'GET' && path === '/qr') return send(res, 200, state);
    if (req.method === 'POST' && path === '/restart') {
      req.resume(); // the panel sends no body; drain whatever came
      waitForScan();
      const reply: BotRestartReply = { message: RESTART_MESSAGE };
      return send(res, 200, reply);
    }
    send(res, 404, { message: 'No existe esa ruta en el BOT' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  waitForScan();
  // The heartbeat (docs/features/bots.md): the state again, changed or not.
  const heartbeat = gatewayKey ? setInterval(() => void report(), heartbeatMs) : undefined;
  const messages = gatewayKey ? setInterval(() => void deliverMessages(), messagesEveryMs) : undefined;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    current: () => state,
    close: () =>
      new Promise<void>((resolve) => {
        clearTimers();
        clearInterval(heartbeat);
        clearInterval(messages);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
