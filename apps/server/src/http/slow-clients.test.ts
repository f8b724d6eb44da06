import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '@panel/domain/bot-gateway/gateway-contract';
import { HTTP_LIMIT_DEFAULTS } from '../config';
import { CLIENT_TIMEOUT_MESSAGE } from './client-limits';
import { useTestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createGatewayBot } from '../../test/receipt-factory';

// Small limits so the test sees the cut: the request must arrive within 1 s, the headers within 600 ms.
const limits = { ...HTTP_LIMIT_DEFAULTS, requestTimeoutMs: 1000, headersTimeoutMs: 600, uploadsPerBot: 2 };

const t = useTestApp({ httpLimits: limits });
let port: number;
let botKey: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const island = await createIsland(t.db, { prefix: 'lento' });
  botKey = (await createGatewayBot(t.db, island.id)).key;
});

/** A raw connection: what it receives, and when it was closed (ms after opening). */
function rawClient() {
  const socket = net.connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(performance.now() - opened));
    socket.on('error', () => undefined);
  });
  return { socket, closed, received: () => received };
}

/** Writes `text` one byte every `everyMs` until the socket closes or the text ends. */
async function trickle(socket: net.Socket, text: string, everyMs: number) {
  for (const char of text) {
    if (socket.destroyed) return;
    socket.write(char);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe('slow clients are cut', () => {
  it('a sign-in sent a byte at a time is answered 408 in Spanish and closed after the request limit', async () => {
    const body = JSON.stringify({ username: 'alguien', password: 'una-clave-larga' });
    const client = rawClient();
    client.socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    void trickle(client.socket, body, 150); // 34 bytes at 150 ms: 5 s, far past the 1 s limit
    const closedAfter = await client.closed;
    expect(closedAfter).toBeLessThan(4000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    const json = client.received().split('\r\n\r\n')[1]!;
    expect(JSON.parse(json)).toEqual({ message: CLIENT_TIMEOUT_MESSAGE });
  });

  it('headers sent a byte at a time are cut too', async () => {
    const client = rawClient();
    void trickle(client.socket, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ' + 'a'.repeat(100), 100);
    expect(await client.closed).toBeLessThan(4000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an ordinary request on the same server is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('uploads in flight per bot key', () => {
  it('past the limit a bot’s upload answers 429 in Spanish; once the slow ones end, it may upload again', async () => {
    const boundary = 'lentitud';
    const head =
      `POST /api/gateway/receipts HTTP/1.1\r\nHost: x\r\nx-bot-key: ${botKey}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n1155550000\r\n`;
    // Two uploads that never finish their body hold the bot's two places.
    const slow = [rawClient(), rawClient()];
    for (const client of slow) client.socket.write(head);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const third = await fetch(`http://127.0.0.1:${port}/api/gateway/receipts`, {
      method: 'POST',
      headers: { 'x-bot-key': botKey, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}--\r\n`,
    });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: GATEWAY_MESSAGES.tooManyUploads });

    // The request limit cuts the slow ones and frees the places.
    await Promise.all(slow.map((c) => c.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await fetch(`http://127.0.0.1:${port}/api/gateway/receipts`, {
      method: 'POST',
      headers: { 'x-bot-key': botKey, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}--\r\n`,
    });
    expect(after.status).toBe(400); // no file: its own answer, not 429
  });
});
