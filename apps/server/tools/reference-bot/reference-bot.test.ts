import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { botQrReply, botRestartReply } from '@panel/domain/bots/bot-contract';
import { RESTART_MESSAGE, startReferenceBot, type ReferenceBot } from './reference-bot';

let bot: ReferenceBot | undefined;
afterEach(async () => {
  await bot?.close();
  bot = undefined;
});

/** The panel's gateway as a bot sees it: each report's path, key and body, answered `{}`. */
async function fakePanel(
  report: (url: string | undefined, key: string | undefined, body: { state: number }) => void,
) {
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      report(req.url, req.headers['x-bot-key'] as string | undefined, JSON.parse(text) as { state: number });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('reference bot', () => {
  it('answers GET /qr with a QR to scan while waiting, as the panel expects', async () => {
    bot = await startReferenceBot({ port: 0, connectAfterMs: 0 });
    const reply = botQrReply.parse(await (await fetch(`${bot.url}/qr`)).json());
    expect(reply.state).toBe(1);
    expect(reply.qr).toMatch(/^2@/);
  });

  it('answers POST /restart with its message and a fresh QR', async () => {
    bot = await startReferenceBot({ port: 0, connectAfterMs: 0 });
    const before = bot.current().qr;
    const response = await fetch(`${bot.url}/restart`, { method: 'POST' });
    expect(botRestartReply.parse(await response.json())).toEqual({ message: RESTART_MESSAGE });
    expect(bot.current()).toMatchObject({ state: 1 });
    expect(bot.current().qr).not.toBe(before);
    expect((await fetch(`${bot.url}/nada`)).status).toBe(404);
  });

  it('reports its state to the gateway with its key once it connects', async () => {
    const reports: { key: string | undefined; body: unknown }[] = [];
    let connected: () => void;
    const done = new Promise<void>((resolve) => (connected = resolve));
    const panel = await fakePanel((url, key, body) => {
      reports.push({ key, body });
      if (url === '/api/gateway/state' && body.state === 0) connected();
    });
    try {
      bot = await startReferenceBot({
        port: 0,
        connectAfterMs: 50,
        gatewayKey: 'demo-bot-key',
        panelUrl: panel.url,
      });
      await done;
      expect(reports[0]).toMatchObject({ key: 'demo-bot-key', body: { state: 1 } });
      expect(reports.at(-1)).toEqual({ key: 'demo-bot-key', body: { state: 0, qr: null } });
      expect(bot.current()).toEqual({ state: 0, qr: null });
    } finally {
      await panel.close();
    }
  });

  it('repeats its unchanged state as a heartbeat, so the panel knows it still runs', async () => {
    const states: number[] = [];
    let third: () => void;
    const done = new Promise<void>((resolve) => (third = resolve));
    const panel = await fakePanel((_url, _key, body) => {
      states.push(body.state);
      if (states.length === 3) third();
    });
    try {
      bot = await startReferenceBot({
        port: 0,
        connectAfterMs: 0,
        heartbeatMs: 30,
        gatewayKey: 'demo-bot-key',
        panelUrl: panel.url,
      });
      await done;
      expect(states.slice(0, 3)).toEqual([1, 1, 1]);
    } finally {
      await panel.close();
    }
  });
});
