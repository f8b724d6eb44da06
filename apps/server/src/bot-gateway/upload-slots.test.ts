import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { GATEWAY_MESSAGES } from '@panel/domain/bot-gateway/gateway-contract';
import { buildApp } from '../app';
import { HTTP_LIMIT_DEFAULTS } from '../config';
import { installationName } from '../http/rate-limit-store';
import { startTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createGatewayBot } from '../../test/receipt-factory';
import { freePort } from '../../test/server-process';
import { REDIS_URL } from '../../test/multi-instance/instances';
import { uploadSlotsKey } from './upload-slots';

/**
 * GATEWAY_UPLOADS_PER_BOT with RATE_LIMIT_REDIS_URL (docs/architecture.md, "Growing past one
 * machine"): two app instances on one database count a bot's uploads in flight in one Redis.
 */
// This run's own keys in the shared Redis: the installation is named after the database's URL.
const databaseUrl = `postgres://subidas-${randomBytes(4).toString('hex')}.test/panel`;
const config = {
  rateLimitRedisUrl: REDIS_URL,
  databaseUrl,
  httpLimits: { ...HTTP_LIMIT_DEFAULTS, uploadsPerBot: 2 },
};
const boundary = 'lentitud';

let t: TestApp;
let second: FastifyInstance;
let redis: Redis;
const ports: number[] = [];
beforeAll(async () => {
  t = await startTestApp(config);
  second = await buildApp(testConfig(t.dataDir, config), { database: t.sameDatabase() });
  for (const app of [t.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as AddressInfo).port);
  }
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await second?.close();
  await t?.close();
});

/** An upload whose body never ends: it holds one of the bot's places until its socket is closed. */
async function slowUpload(port: number, botKey: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/gateway/receipts HTTP/1.1\r\nHost: x\r\nx-bot-key: ${botKey}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n1155550000\r\n`,
  );
  return socket;
}

/** A whole upload without a file: 400 when it got a place, 429 when the bot had none left. */
const quickUpload = async (port: number, botKey: string) =>
  fetch(`http://127.0.0.1:${port}/api/gateway/receipts`, {
    method: 'POST',
    headers: { 'x-bot-key': botKey, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}--\r\n`,
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('uploads in flight per bot key, counted in Redis', () => {
  it('a slow upload on each instance fills the bot’s two places on both; ended, they free them', async () => {
    const island = await createIsland(t.db);
    const { key } = await createGatewayBot(t.db, island.id);
    const slow = [await slowUpload(ports[0]!, key), await slowUpload(ports[1]!, key)];
    await settle();
    for (const port of ports) {
      const refused = await quickUpload(port, key);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: GATEWAY_MESSAGES.tooManyUploads });
    }
    for (const socket of slow) socket.destroy();
    await settle();
    expect((await quickUpload(ports[0]!, key)).status).toBe(400); // no file: its own answer
    expect((await quickUpload(ports[1]!, key)).status).toBe(400);
  });

  it('the places of an instance that died come back when their leases run out', async () => {
    const island = await createIsland(t.db);
    const { bot, key } = await createGatewayBot(t.db, island.id);
    // Two leases left by a process that ended mid-upload, running out in 400 ms.
    const [seconds, micros] = await redis.time();
    const soon = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 400;
    await redis.zadd(
      uploadSlotsKey(installationName(databaseUrl), bot.id),
      soon,
      'muerta-1',
      soon,
      'muerta-2',
    );
    expect((await quickUpload(ports[0]!, key)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await quickUpload(ports[0]!, key)).status).toBe(400);
  });

  it('a Redis that is away lets uploads through', async () => {
    const away = await buildApp(
      testConfig(t.dataDir, { ...config, rateLimitRedisUrl: `redis://127.0.0.1:${await freePort()}` }),
      { database: t.sameDatabase() },
    );
    try {
      await away.listen({ port: 0, host: '127.0.0.1' });
      const island = await createIsland(t.db);
      const { key } = await createGatewayBot(t.db, island.id);
      const port = (away.server.address() as AddressInfo).port;
      for (let i = 0; i < 3; i++) expect((await quickUpload(port, key)).status).toBe(400);
    } finally {
      await away.close();
    }
  });
});
