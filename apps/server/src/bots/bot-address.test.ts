import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOT_MESSAGES as M } from '@panel/domain/bots/bot-rules';
import { isInternalAddress } from './bot-address';
import { bots } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, islandWithStaff } from '../../test/factories';

describe('internal addresses', () => {
  it('loopback, private, link-local, unspecified and mapped addresses are internal; public ones are not', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'no-es-una-ip',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '2800:3f0:4002:80a::200e',
      '::ffff:808:808',
    ]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });
});

describe('a bot URL naming an internal address, with nothing allowed', () => {
  let t: TestApp;
  let admin: string;
  let server: Server;
  let port: number;
  let calls = 0;
  beforeAll(async () => {
    t = await startTestApp({ botUrlAllowPrivate: [] });
    admin = (await islandWithStaff(t.app, t.db)).staff[1].token;
    server = createServer((_req, res) => {
      calls++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"state":1,"qr":null}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const internalUrls = () => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.10/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
  ];

  /** A bot whose URL was saved before saves checked it (the rows stay; calls are still refused). */
  async function botAt(url: string): Promise<number> {
    const island = await createIsland(t.db);
    const [bot] = await t.db.insert(bots).values({ tenantId: island.id, name: 'Bot', url }).returning();
    return bot!.id;
  }

  it('is refused with 400 when saved, after the form’s own checks; nothing is stored', async () => {
    const island = await createIsland(t.db);
    const existing = await botAt('https://bot.example.com/');
    for (const url of internalUrls()) {
      const created = await t.inject(admin, 'POST', '/api/bots', { name: 'Bot', tenant_id: island.id, url });
      expect([created.statusCode, created.json()], url).toEqual([400, { message: M.internalAddress }]);
      const edited = await t.inject(admin, 'POST', `/api/bots/${existing}`, {
        name: 'Bot',
        tenant_id: island.id,
        url,
      });
      expect([edited.statusCode, edited.json()], url).toEqual([400, { message: M.internalAddress }]);
    }
    // The spec's checks come first.
    const unnamed = await t.inject(admin, 'POST', '/api/bots', {
      name: '',
      tenant_id: island.id,
      url: 'http://10.0.0.1/',
    });
    expect(unnamed.json()).toEqual({ message: M.name });
    expect(await t.db.select().from(bots).where(eq(bots.tenantId, island.id))).toEqual([]);
    const [kept] = await t.db.select().from(bots).where(eq(bots.id, existing));
    expect(kept!.url).toBe('https://bot.example.com/');
  });

  it('is refused with 422 before anything is sent: literal addresses and names that resolve to them', async () => {
    for (const url of internalUrls()) {
      const id = await botAt(url);
      for (const [method, path] of [
        ['GET', `/api/bots/${id}/qr`],
        ['POST', `/api/restart/${id}`],
      ] as const) {
        const response = await t.inject(admin, method, path);
        expect(response.statusCode, url).toBe(422);
        expect(response.json()).toEqual({ message: M.internalAddress });
      }
    }
    expect(calls).toBe(0);
  });

  it('the answer does not tell an open port from a closed one', async () => {
    // Both on a public-looking name is impossible here; on an allowed loopback the two read the same.
    const allowed = await startTestApp({ botUrlAllowPrivate: ['127.0.0.1'] });
    try {
      const token = (await islandWithStaff(allowed.app, allowed.db)).staff[1].token;
      const answers: string[] = [];
      for (const target of [`http://127.0.0.1:${port}/nada`, 'http://127.0.0.1:9/']) {
        const island = await createIsland(allowed.db);
        const created = await allowed.inject(token, 'POST', '/api/bots', {
          name: 'Bot',
          tenant_id: island.id,
          url: target,
        });
        const id = created.json<{ bot: { id: number } }>().bot.id;
        const response = await allowed.inject(token, 'POST', `/api/restart/${id}`);
        expect(response.statusCode).toBe(502);
        answers.push(response.body);
      }
      // An HTTP server that answers (the open port) and nothing listening (port 9) read the same.
      expect(answers[0]).toBe(answers[1]);
      expect(JSON.parse(answers[0]!)).toEqual({ message: M.noAnswer });
    } finally {
      await allowed.close();
    }
  });
});
