import { beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '@panel/domain/ledger/movements';
import { PLATFORM_MESSAGES } from '@panel/domain/ledger/platform-webhook';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { actionLabel } from '@panel/domain/audit/audit-labels';
import { actorLabel } from '@panel/domain/audit/audit-names';
import { changesText } from '@panel/domain/audit/audit-changes';
import type { AuditPageAnswer } from '@panel/domain/audit/audit-rules';
import { islands } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);
let key: string;
let username: string;
let clientId: number;
let otherUsername: string;

beforeAll(async () => {
  const rotated = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${mine.island.id}/platformkey`);
  expect(rotated.statusCode).toBe(200);
  expect(rotated.json().message).toBe(PLATFORM_MESSAGES.keyShown);
  key = rotated.json().key;
  const client = await createPlayer(t.db, { tenantId: mine.island.id });
  ({ panelUsername: username, id: clientId } = client);
  await t.app.platform.deposit(t.db, { clientId, amount: 10_000 });
  otherUsername = (await createPlayer(t.db, { tenantId: other.island.id })).panelUsername;
});

/** null sends no key header. */
const webhook = (url: string, payload: object, platformKey: string | null = key) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: platformKey === null ? {} : { 'x-platform-key': platformKey },
  });

const bet = (overrides: object = {}) => ({
  username,
  type: 'GAMEDEBIT',
  amount: 30.5,
  transactionId: `tx-${Math.random()}`,
  brand: 'Demo Slots',
  game: 'Ruleta',
  ...overrides,
});

describe('gaming-platform webhook', () => {
  it('only the hash of the key is stored, and rotating replaces it', async () => {
    expect(key).toMatch(/^platform_/);
    const rows = await t.db.select({ hash: islands.platformKeyHash }).from(islands);
    expect(rows.map((r) => r.hash)).not.toContain(key);
  });

  it.each([null, '', 'platform_falsa'])('refuses key %j with 401', async (bad) => {
    const response = await webhook('/api/platform/movements', bet(), bad);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(PLATFORM_MESSAGES.badKey);
  });

  it('books a bet and a win with brand, game and currency; a resent transactionId moves nothing', async () => {
    const debit = await webhook('/api/platform/movements', bet({ transactionId: 'apuesta-1' }));
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({
      balance: 69.5,
      movement: {
        transactionType: 'GAMEDEBIT',
        amount: 30.5,
        brand: 'Demo Slots',
        game: 'Ruleta',
        currencyCode: 'ARS',
      },
    });
    const again = await webhook('/api/platform/movements', bet({ transactionId: 'apuesta-1' }));
    expect(again.json().movement.externalTransactionId).toBe(debit.json().movement.externalTransactionId);
    const win = await webhook('/api/platform/movements', bet({ type: 'GAMECREDIT', amount: 100 }));
    expect(win.json().balance).toBe(169.5);
    expect(await t.app.platform.balance(t.db, clientId)).toBe(16_950);
  });

  it('each game movement leaves one audit row in Spanish, by the platform; a resent one adds none', async () => {
    const transactionId = `auditada-${Math.random()}`;
    expect((await webhook('/api/platform/movements', bet({ transactionId, amount: 12 }))).statusCode).toBe(
      201,
    );
    expect((await webhook('/api/platform/movements', bet({ transactionId, amount: 12 }))).statusCode).toBe(
      201,
    );
    const win = await webhook('/api/platform/movements', bet({ type: 'GAMECREDIT', amount: 40 }));
    expect(win.statusCode).toBe(201);
    const page = await t.inject(mine.staff[1].token, 'GET', `/api/audit?entity=client&entityId=${clientId}`);
    const rows = page.json<AuditPageAnswer>().items;
    const bets = rows.filter(
      (r) => r.action === 'client.game_debit' && JSON.stringify(r).includes(transactionId),
    );
    expect(bets).toHaveLength(1);
    expect(actionLabel(bets[0]!.action)).toBe('Apuesta en la plataforma de juego');
    expect(changesText(bets[0]!.changes)).toContain('$ 12,00');
    expect(actorLabel(bets[0]!.actor, bets[0]!.username)).toBe(actorLabel('system', null));
    expect(rows[0]).toMatchObject({ action: 'client.game_credit' });
    expect(actionLabel(rows[0]!.action)).toBe('Premio en la plataforma de juego');
  });

  it('a bet above the balance is refused (422)', async () => {
    const response = await webhook('/api/platform/movements', bet({ amount: 1_000_000 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(LEDGER_MESSAGES.insufficient);
  });

  it.each([
    { amount: 0 },
    { amount: -1 },
    { amount: 'diez' },
    { amount: 1.234 },
    { type: 'DEPOSIT' },
    { transactionId: '' },
  ])('bad input %j is 400', async (overrides) => {
    expect((await webhook('/api/platform/movements', bet(overrides))).statusCode).toBe(400);
  });

  it("another island's player (or an unknown one) is 404 for this key", async () => {
    for (const name of [otherUsername, 'nadie']) {
      const response = await webhook('/api/platform/movements', bet({ username: name }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.notFound);
    }
  });

  it('locks a player', async () => {
    const password = await t.app.platform.preparePassword('clave-inicial');
    await t.app.platform.createPlayer(t.db, { clientId, password });
    const response = await webhook('/api/platform/players/lock', { username });
    expect(response.json().message).toBe(PLATFORM_MESSAGES.locked(username));
    expect(await t.app.platform.playerState(t.db, clientId)).toMatchObject({ locked: true });
  });

  it('rotating gives a new key and the old one stops working; an unknown island is 404', async () => {
    const rotate = (id: number) => t.inject(mine.staff[1].token, 'POST', `/api/tenants/${id}/platformkey`);
    expect((await rotate(999_999)).statusCode).toBe(404);
    const fresh = (await rotate(mine.island.id)).json().key;
    expect((await webhook('/api/platform/movements', bet())).statusCode).toBe(401);
    expect((await webhook('/api/platform/movements', bet(), fresh)).statusCode).toBe(201);
    key = fresh;
  });
});
