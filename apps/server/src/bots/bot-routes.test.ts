import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOT_MESSAGES as M } from '@panel/domain/bots/bot-rules';
import { botStates, bots, islands } from '../db/schema';
import { accessKeyMatches } from '../security/access-keys';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, islandWithStaff } from '../../test/factories';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
let admin: string;
let islandId: number;
beforeAll(async () => {
  // The fake bots listen on loopback, which only BOT_URL_ALLOW_PRIVATE lets the server call.
  t = await startTestApp({ botUrlAllowPrivate: ['127.0.0.1'] });
  const { island, staff } = await islandWithStaff(t.app, t.db);
  admin = staff[1].token;
  islandId = island.id;
});
afterAll(() => t.close());

const islandOf = async (id: number) => (await t.db.select().from(islands).where(eq(islands.id, id)))[0]!;

/** A tiny bot process on a free port; `handle` answers its requests. */
async function fakeBot(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const requests: string[] = [];
  server.on('request', (req: IncomingMessage) => requests.push(`${req.method} ${req.url}`));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/isla`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function newBot(overrides: object = {}) {
  const island = await createIsland(t.db);
  const response = await t.inject(admin, 'POST', '/api/bots', {
    name: 'Bot Norte',
    tenant_id: island.id,
    url: 'http://127.0.0.1:9/',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { island, ...(response.json() as { bot: { id: number }; key: string }) };
}

describe('POST /api/bots', () => {
  it('creates a bot, shows its gateway key once and keeps only the hash', async () => {
    const island = await createIsland(t.db, { name: 'Isla Norte' });
    const response = await t.inject(admin, 'POST', '/api/bots', {
      name: ' Bot Norte ',
      tenant_id: island.id,
      url: ' http://bot.norte:8090 ',
    });
    expect(response.statusCode).toBe(201);
    const { message, bot, key } = response.json();
    expect(message).toBe(M.created);
    expect(bot).toEqual({
      id: expect.any(Number),
      name: 'Bot Norte',
      url: 'http://bot.norte:8090',
      active: true,
      tenant_id: island.id,
      tenant: { id: island.id, name: 'Isla Norte' },
      assigned: true,
    });
    expect(key).toMatch(/^bot_/);
    const [row] = await t.db.select().from(bots).where(eq(bots.id, bot.id));
    expect(row!.gatewayKeyHash).not.toContain(key);
    expect(accessKeyMatches(key, row!.gatewayKeyHash)).toBe(true);
    expect((await islandOf(island.id)).botId).toBe(bot.id);
    // The key is never read back.
    expect(JSON.stringify((await t.inject(admin, 'GET', `/api/bots/${bot.id}`)).json())).not.toContain(
      'bot_',
    );
    expect(JSON.stringify((await t.inject(admin, 'GET', '/api/bots')).json())).not.toMatch(/key|hash/i);
  });

  it('assigns a new bot to its island only when the island has none, unless told', async () => {
    const first = await newBot();
    const second = await t.inject(admin, 'POST', '/api/bots', {
      name: 'B2',
      tenant_id: first.island.id,
      url: 'http://b2',
    });
    expect(second.json().bot.assigned).toBe(false);
    const third = await t.inject(admin, 'POST', '/api/bots', {
      name: 'B3',
      tenant_id: first.island.id,
      url: 'http://b3',
      assigned: true,
    });
    expect(third.json().bot.assigned).toBe(true);
    expect((await islandOf(first.island.id)).botId).toBe(third.json().bot.id);
    expect((await t.inject(admin, 'GET', `/api/bots/${first.bot.id}`)).json().assigned).toBe(false);
  });

  it('checks name, island and URL in order', async () => {
    const steps: [object, string][] = [
      [{ name: '', url: '' }, M.name],
      [{ name: 'Bot', tenant_id: null, url: '' }, M.island],
      [{ name: 'Bot', tenant_id: islandId, url: '' }, M.url],
      [{ name: 'Bot', tenant_id: islandId, url: 'bot.local:8090' }, M.urlInvalid],
    ];
    for (const [body, message] of steps) {
      const response = await t.inject(admin, 'POST', '/api/bots', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const missing = await t.inject(admin, 'POST', '/api/bots', {
      name: 'Bot',
      tenant_id: 999999,
      url: 'http://b',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.islandNotFound);
  });
});

describe('edit, toggle, key and delete', () => {
  it('edits name, URL and island; a bot moving away stops being its old island bot', async () => {
    const { island, bot } = await newBot();
    const target = await createIsland(t.db, { name: 'Isla Sur' });
    const response = await t.inject(admin, 'POST', `/api/bots/${bot.id}`, {
      name: 'Bot Sur',
      tenant_id: target.id,
      url: 'https://bot.sur',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.saved,
      bot: { name: 'Bot Sur', url: 'https://bot.sur', tenant: { name: 'Isla Sur' }, assigned: true },
    });
    expect((await islandOf(island.id)).botId).toBeNull();
    expect((await islandOf(target.id)).botId).toBe(bot.id);
    const unassign = await t.inject(admin, 'POST', `/api/bots/${bot.id}`, {
      name: 'Bot Sur',
      tenant_id: target.id,
      url: 'https://bot.sur',
      assigned: false,
    });
    expect(unassign.json().bot.assigned).toBe(false);
    expect((await islandOf(target.id)).botId).toBeNull();
    const [audit] = await auditRowsOf(t.db, 'bot.update', bot.id);
    expect(audit!.before).toMatchObject({ name: 'Bot Norte', tenantId: island.id, assigned: true });
  });

  it('toggles active', async () => {
    const { bot } = await newBot();
    expect((await t.inject(admin, 'POST', `/api/bots/${bot.id}/toggle`)).json()).toMatchObject({
      message: M.deactivated,
      bot: { active: false },
    });
    expect((await t.inject(admin, 'POST', `/api/bots/${bot.id}/toggle`)).json()).toMatchObject({
      message: M.activated,
      bot: { active: true },
    });
  });

  it('rotates the gateway key: the new one works, the old one no longer does', async () => {
    const { bot, key } = await newBot();
    const response = await t.inject(admin, 'POST', `/api/bots/${bot.id}/key`);
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(rotated.message).toBe(M.keyRotated);
    expect(rotated.key).not.toBe(key);
    const [row] = await t.db.select().from(bots).where(eq(bots.id, bot.id));
    expect(accessKeyMatches(rotated.key, row!.gatewayKeyHash)).toBe(true);
    expect(accessKeyMatches(key, row!.gatewayKeyHash)).toBe(false);
    const audits = await auditRowsOf(t.db, 'bot.key_rotate', bot.id);
    expect(audits).toHaveLength(1);
  });

  it('refuses to delete the bot assigned to its island and deletes any other', async () => {
    const { island, bot } = await newBot();
    const refused = await t.inject(admin, 'DELETE', `/api/bots/${bot.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('No puede eliminarse a el bot asignado a esta misma isla');
    expect((await islandOf(island.id)).botId).toBe(bot.id);

    const spare = (
      await t.inject(admin, 'POST', '/api/bots', { name: 'Spare', tenant_id: island.id, url: 'http://s' })
    ).json();
    const deleted = await t.inject(admin, 'DELETE', `/api/bots/${spare.bot.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(M.deleted);
    expect((await t.inject(admin, 'GET', `/api/bots/${spare.bot.id}`)).statusCode).toBe(404);
  });

  it('lists bots of every island with their island name', async () => {
    const a = await newBot({ name: 'Uno' });
    const b = await newBot({ name: 'Dos' });
    const names = (await t.inject(admin, 'GET', '/api/bots')).json().map((bot: { id: number }) => bot.id);
    expect(names).toEqual(expect.arrayContaining([a.bot.id, b.bot.id]));
  });
});

describe('QR and restart, asked to the bot at its url', () => {
  it('returns what the bot says at GET {url}/qr and keeps its state for the header', async () => {
    const bot = await fakeBot((req, res) => json(res, { state: 1, qr: '2@abc,def' }));
    try {
      const { bot: created } = await newBot({ url: bot.url + '/' });
      const response = await t.inject(admin, 'GET', `/api/bots/${created.id}/qr`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ state: 1, qr: '2@abc,def' });
      expect(bot.requests).toEqual(['GET /isla/qr']);
      const [state] = await t.db.select().from(botStates).where(eq(botStates.botId, created.id));
      expect(state).toMatchObject({ state: 1, qr: '2@abc,def' });
    } finally {
      await bot.close();
    }
  });

  it("restarts the bot after POST {url}/restart and answers the bot's message", async () => {
    const bot = await fakeBot((req, res) => json(res, { message: 'Reiniciando el BOT de la isla' }));
    try {
      const { bot: created } = await newBot({ url: bot.url });
      const response = await t.inject(admin, 'POST', `/api/restart/${created.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Reiniciando el BOT de la isla' });
      expect(bot.requests).toEqual(['POST /isla/restart']);
      const audits = await auditRowsOf(t.db, 'bot.restart', created.id);
      expect(audits).toHaveLength(1);
    } finally {
      await bot.close();
    }
  });

  it("says 'El BOT no responde…' when nothing listens at the url", async () => {
    const bot = await fakeBot(() => undefined);
    const { url } = bot;
    await bot.close();
    const { bot: created } = await newBot({ url });
    for (const [method, path] of [
      ['GET', `/api/bots/${created.id}/qr`],
      ['POST', `/api/restart/${created.id}`],
    ] as const) {
      const response = await t.inject(admin, method, path);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(M.noAnswer);
    }
  });

  it("says 'El BOT no responde…' when the bot does not answer within 5 seconds", async () => {
    const bot = await fakeBot(() => undefined); // accepts and stays silent
    try {
      const { bot: created } = await newBot({ url: bot.url });
      const response = await t.inject(admin, 'GET', `/api/bots/${created.id}/qr`);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(M.noAnswer);
    } finally {
      await bot.close();
    }
  });

  it('says the same when the bot answers an error or something it does not understand', async () => {
    // One message for every failure: the answer does not tell an open port from a closed one.
    const answers: [(res: ServerResponse) => void, string][] = [
      [(res) => json(res, { error: 'boom' }, 500), M.noAnswer],
      [(res) => res.end('<html>hola</html>'), M.noAnswer],
      [(res) => json(res, { state: 7, qr: null }), M.noAnswer],
    ];
    for (const [answer, message] of answers) {
      const bot = await fakeBot((req, res) => answer(res));
      try {
        const { bot: created } = await newBot({ url: bot.url });
        const response = await t.inject(admin, 'GET', `/api/bots/${created.id}/qr`);
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe(message);
      } finally {
        await bot.close();
      }
    }
  });

  it('answers 404 for an unknown bot without calling anything', async () => {
    expect((await t.inject(admin, 'GET', '/api/bots/999999/qr')).json().message).toBe(M.notFound);
    expect((await t.inject(admin, 'POST', '/api/restart/999999')).statusCode).toBe(404);
  });
});
