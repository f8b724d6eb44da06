import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MachineKey } from '@panel/domain/http/endpoint';
import { MACHINE_KEY_HEADERS, MACHINE_KEY_MESSAGES as M } from '@panel/domain/http/machine-keys';
import { bots, islands } from '../db/schema';
import { hashAccessKey } from '../security/access-keys';
import { useTestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createGatewayBot } from '../../test/receipt-factory';
import { BAD_KEYS_PER_MINUTE, MACHINE_CALLS_PER_MINUTE } from './machine-keys';

/** One call per kind of key that stops right after the key check: its body is empty, so a 400. */
const CALLS: Record<MachineKey, { method: 'GET' | 'POST'; url: string }> = {
  bot: { method: 'POST', url: '/api/gateway/state' },
  intake: { method: 'POST', url: '/api/notifications/intake' },
  platform: { method: 'POST', url: '/api/platform/players/lock' },
};
const KINDS = Object.keys(CALLS) as MachineKey[];

const t = useTestApp();
const keys = {} as Record<MachineKey, string>;
let islandId: number;
let botId: number;

beforeAll(async () => {
  keys.intake = 'intake_clave-de-maquina';
  keys.platform = 'platform_clave-de-maquina';
  const island = await createIsland(t.db, {
    intakeKeyHash: hashAccessKey(keys.intake),
    platformKeyHash: hashAccessKey(keys.platform),
  });
  islandId = island.id;
  const { bot, key } = await createGatewayBot(t.db, islandId);
  keys.bot = key;
  botId = bot.id;
});

/** From its own address, so the per-address count of bad keys is this test's alone. */
const send = (kind: MachineKey, key: string | null, remoteAddress: string) =>
  t.app.inject({
    ...CALLS[kind],
    remoteAddress,
    headers: key === null ? {} : { [MACHINE_KEY_HEADERS[kind]]: key },
    payload: {},
  });

describe('one machine-key check (docs/api-contracts.md "Machine keys")', () => {
  it.each(KINDS)(
    '%s: a valid key reaches the route; a missing, wrong or overlong one is 401',
    async (kind) => {
      const address = `10.0.1.${KINDS.indexOf(kind)}`;
      expect((await send(kind, keys[kind], address)).statusCode).toBe(400);
      for (const bad of [null, '', `${keys[kind]}x`, 'k'.repeat(201)]) {
        const response = await send(kind, bad, address);
        expect(response.statusCode, String(bad)).toBe(401);
        expect(response.json().message).toBe(M.badKey[kind]);
      }
    },
  );

  it.each(KINDS)('%s: the key of a deactivated island is 403', async (kind) => {
    await t.db.update(islands).set({ active: false }).where(eq(islands.id, islandId));
    try {
      const response = await send(kind, keys[kind], '10.0.2.1');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(M.islandInactive);
    } finally {
      await t.db.update(islands).set({ active: true }).where(eq(islands.id, islandId));
    }
  });

  it('the key of a deactivated bot is 403, its island active', async () => {
    await t.db.update(bots).set({ active: false }).where(eq(bots.id, botId));
    try {
      const response = await send('bot', keys.bot, '10.0.2.2');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(M.botInactive);
    } finally {
      await t.db.update(bots).set({ active: true }).where(eq(bots.id, botId));
    }
  });

  it('too many wrong keys from one address: 429, while a valid key from there still passes', async () => {
    const address = '10.0.3.1';
    for (let i = 0; i < BAD_KEYS_PER_MINUTE; i++) {
      expect((await send('intake', 'intake_falsa', address)).statusCode).toBe(401);
    }
    const refused = await send('platform', 'platform_falsa', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooManyBadKeys);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('intake', keys.intake, address)).statusCode).toBe(400);
    expect((await send('intake', 'intake_falsa', '10.0.3.2')).statusCode).toBe(401);
  });

  it('each key has its own limit of calls a minute: past it, 429', async () => {
    const key = 'intake_clave-con-limite';
    await createIsland(t.db, { intakeKeyHash: hashAccessKey(key) });
    // From many addresses: the limit is the key's, wherever it calls from.
    const address = (i: number) => `10.0.4.${(i % 200) + 1}`;
    for (let i = 0; i < MACHINE_CALLS_PER_MINUTE.intake; i++) {
      const response = await send('intake', key, address(i));
      if (response.statusCode !== 400) expect.fail(`call ${i + 1}: ${response.statusCode}`);
    }
    const response = await send('intake', key, address(0));
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(M.tooManyCalls);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another key keeps its own count.
    expect((await send('intake', keys.intake, address(0))).statusCode).toBe(400);
  });
});
