import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { LEDGER_MESSAGES } from '@panel/domain/ledger/movements';
import { clients, islands, platformPlayers } from '../db/schema';
import { verifyPassword } from '../security/password';
import { createSecretBox } from '../security/secret-box';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { auditRowsOf } from '../../test/audit-rows';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);

beforeAll(async () => {
  const box = createSecretBox(t.app.appConfig.secretsKey);
  await t.db
    .update(islands)
    .set({
      prefix: 'ca',
      defaultClientPasswordEnc: box.seal('clave-de-isla', 'islands.default_client_password'),
    })
    .where(eq(islands.id, mine.island.id));
});

let phoneSeq = 1155550000;
const nextPhone = () => String(++phoneSeq);

async function newPlayer(name = 'jugador prueba', phone = nextPhone()) {
  const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients', { name, phone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().client as { id: number; panelUsername: string; phone: string };
}

async function load(username: string, amount: number) {
  const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients/deposit', { username, amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/clients', () => {
  it('composes the username, opens the platform account with the island password, audits', async () => {
    const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients', {
      name: '  José Pérez ',
      phone: '+54 9 11 4444-9876',
    });
    expect(response.statusCode).toBe(201);
    const { client, message } = response.json();
    expect(client).toMatchObject({ panelUsername: 'cajose9876', name: 'josé pérez', phone: '5491144449876' });
    expect(message).toBe(PLAYER_MESSAGES.created('cajose9876'));
    // The island's default password is its own secret: the answer never carries it.
    expect(response.json()).not.toHaveProperty('password');
    const [player] = await t.db.select().from(platformPlayers).where(eq(platformPlayers.clientId, client.id));
    expect(await verifyPassword('clave-de-isla', player!.passwordHash)).toBe(true);
    const audits = await auditRowsOf(t.db, 'client.create', client.id);
    expect(audits).toHaveLength(1);
  });

  it('a namesake with another phone gets _2; the same phone is refused with its owner', async () => {
    const first = await newPlayer('martina', '1100001111');
    const namesake = await newPlayer('martín', '2200001111');
    expect([first.panelUsername, namesake.panelUsername]).toEqual(['camart1111', 'camart1111_2']);
    const again = await t.inject(mine.staff[3].token, 'POST', '/api/clients', {
      name: 'otra persona',
      phone: '11-0000-1111',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PLAYER_MESSAGES.phoneTaken('camart1111'));
  });

  it("a phone under 4 digits gives 'sn' and 3 digits", async () => {
    const client = await newPlayer('pedro', '12');
    expect(client.panelUsername).toMatch(/^capedrsn\d{3}$/);
  });

  it.each([
    [{ name: 'ana', phone: '1' }, PLAYER_MESSAGES.nameTooShort],
    [{ name: '  a  ', phone: '1' }, PLAYER_MESSAGES.nameTooShort],
    [{ name: 'x'.repeat(101), phone: '1' }, undefined],
    [{ phone: '1' }, undefined],
    [{ name: 'pablo', phone: '1'.repeat(31) }, PLAYER_MESSAGES.phoneTooLong],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients', payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });
});

describe('GET /api/clients and POST /api/clients/list', () => {
  it('lists only the island players, newest first, and searches by phone, username or name', async () => {
    const client = await newPlayer('buscado', '3344556677');
    const all = (await t.inject(mine.staff[3].token, 'GET', '/api/clients')).json().items as { id: number }[];
    expect(all[0]!.id).toBe(client.id);
    const found = (await t.inject(mine.staff[3].token, 'GET', '/api/clients?search=4556')).json().items;
    expect(found.map((c: { id: number }) => c.id)).toEqual([client.id]);
    expect(
      (await t.inject(mine.staff[3].token, 'GET', '/api/clients?search=BUSCA')).json().items,
    ).toHaveLength(1);
    expect((await t.inject(mine.staff[3].token, 'GET', '/api/clients?search=%25')).json().items).toHaveLength(
      0,
    );
    expect((await t.inject(other.staff[3].token, 'GET', '/api/clients')).json().items).toEqual([]);
  });

  it('players created in a date range (docs/features/money.md: an empty end is the next day)', async () => {
    const client = await newPlayer('rango', nextPhone());
    const past = new Date('2024-02-10T12:00:00Z');
    await t.db.update(clients).set({ createdAt: past }).where(eq(clients.id, client.id));
    const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients/list', {
      value: ['2024-02-10', ''],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1, items: [{ id: client.id }] });
    expect(
      (await t.inject(mine.staff[3].token, 'POST', '/api/clients/list', { value: ['2024-02-11', ''] })).json()
        .total,
    ).toBe(0);
    expect(
      (await t.inject(mine.staff[3].token, 'POST', '/api/clients/list', { value: ['ayer'] })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/clients/deposit and /pay', () => {
  it('loads and withdraws, answering the new balance and the movement', async () => {
    const { panelUsername: username } = await newPlayer();
    const loaded = await load(username, 1500.5);
    expect(loaded).toMatchObject({
      message: PLAYER_MESSAGES.loaded('$ 1.500,50', username),
      balance: 1500.5,
      movement: { transactionType: 'DEPOSIT', amount: 1500.5, balanceBefore: 0, balanceAfter: 1500.5 },
    });
    const paid = await t.inject(mine.staff[3].token, 'POST', '/api/clients/pay', {
      username,
      amount: 500.25,
    });
    expect(paid.json()).toMatchObject({
      message: PLAYER_MESSAGES.paid('$ 500,25', username),
      balance: 1000.25,
    });
    const above = await t.inject(mine.staff[3].token, 'POST', '/api/clients/pay', {
      username,
      amount: 1000.26,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe(LEDGER_MESSAGES.insufficient);
    const all = await t.inject(mine.staff[3].token, 'POST', '/api/clients/pay', {
      username,
      amount: 1000.25,
    });
    expect(all.json().balance).toBe(0);
  });

  it.each([
    ['/api/clients/deposit', 0, PLAYER_MESSAGES.loadPositive],
    ['/api/clients/deposit', -10, PLAYER_MESSAGES.loadPositive],
    ['/api/clients/deposit', 'mil', PLAYER_MESSAGES.amountNotNumber],
    ['/api/clients/deposit', 1e15, PLAYER_MESSAGES.amountTooLarge],
    ['/api/clients/deposit', 10.001, PLAYER_MESSAGES.amountDecimals],
    ['/api/clients/pay', 0, PLAYER_MESSAGES.withdrawPositive],
    ['/api/clients/pay', -1, PLAYER_MESSAGES.withdrawPositive],
    ['/api/clients/pay', null, PLAYER_MESSAGES.amountNotNumber],
  ])('%s refuses %j with 400', async (url, amount, message) => {
    const response = await t.inject(mine.staff[3].token, 'POST', url, { username: 'cualquiera', amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("an unknown player or another island's player is 404", async () => {
    const { panelUsername } = await newPlayer();
    for (const [username, token] of [
      ['nadie', mine.staff[3].token],
      [panelUsername, other.staff[3].token],
    ] as const) {
      for (const url of ['/api/clients/deposit', '/api/clients/pay']) {
        const response = await t.inject(token, 'POST', url, { username, amount: 10 });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(PLAYER_MESSAGES.notFound);
      }
    }
  });

  it('a retried submission with the same requestId moves money once', async () => {
    const { panelUsername: username } = await newPlayer();
    const payload = { username, amount: 250, requestId: 'f3c1a2b4-0000-4000-8000-000000000001' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.inject(mine.staff[3].token, 'POST', '/api/clients/deposit', payload)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().movement.externalTransactionId)).size).toBe(1);
    const funds = (await t.inject(mine.staff[3].token, 'GET', `/api/clients/getfunds/${username}`)).json();
    expect(funds.items[0].balance).toBe(250);
  });

  it('audits every movement with its before and after balance', async () => {
    const { id, panelUsername: username } = await newPlayer();
    await load(username, 100);
    const [entry] = await auditRowsOf(t.db, 'client.deposit', id);
    expect(entry).toMatchObject({ before: { balance: 0 }, after: { balance: 10_000, amount: 10_000 } });
  });
});

describe('bonus block: POST /api/clients/{id}/add and /remove', () => {
  it('allows only the allowed direction', async () => {
    const { id, panelUsername } = await newPlayer();
    const unblock = await t.inject(mine.staff[3].token, 'POST', `/api/clients/${id}/remove`);
    expect(unblock.statusCode).toBe(422);
    expect(unblock.json().message).toBe(PLAYER_MESSAGES.bonusNotBlocked);
    const block = await t.inject(mine.staff[3].token, 'POST', `/api/clients/${id}/add`);
    expect(block.json()).toMatchObject({
      message: PLAYER_MESSAGES.bonusBlocked(panelUsername),
      client: { blacklistbonus: 1 },
    });
    expect((await t.inject(mine.staff[3].token, 'POST', `/api/clients/${id}/add`)).json().message).toBe(
      PLAYER_MESSAGES.bonusAlreadyBlocked,
    );
    const unblocked = await t.inject(mine.staff[3].token, 'POST', `/api/clients/${id}/remove`);
    expect(unblocked.json()).toMatchObject({ client: { blacklistbonus: 0 } });
  });

  it("another island's client or an unknown id is 404; a bad id is 400", async () => {
    const { id } = await newPlayer();
    expect((await t.inject(other.staff[3].token, 'POST', `/api/clients/${id}/add`)).statusCode).toBe(404);
    expect((await t.inject(mine.staff[3].token, 'POST', '/api/clients/999999/add')).statusCode).toBe(404);
    expect((await t.inject(mine.staff[3].token, 'POST', '/api/clients/abc/add')).statusCode).toBe(400);
  });
});

describe('POST /api/clients/password/{id}', () => {
  it('reset puts the island password back and unlocks; unlock only when locked', async () => {
    const { id, panelUsername } = await newPlayer();
    await t.app.platform.lock(t.db, id);
    const reset = await t.inject(mine.staff[3].token, 'POST', `/api/clients/password/${id}`, {});
    expect(reset.json()).toEqual({ message: PLAYER_MESSAGES.passwordReset(panelUsername) });
    expect(await t.app.platform.playerState(t.db, id)).toMatchObject({ locked: false });
    const notLocked = await t.inject(mine.staff[3].token, 'POST', `/api/clients/password/${id}`, {
      action: 'unlock',
    });
    expect(notLocked.statusCode).toBe(422);
    expect(notLocked.json().message).toBe(PLAYER_MESSAGES.notLocked);
    await t.app.platform.lock(t.db, id);
    const unlocked = await t.inject(mine.staff[3].token, 'POST', `/api/clients/password/${id}`, {
      action: 'unlock',
    });
    expect(unlocked.json().message).toBe(PLAYER_MESSAGES.unlocked(panelUsername));
    expect(
      (await t.inject(mine.staff[3].token, 'POST', `/api/clients/password/${id}`, { action: 'borrar' }))
        .statusCode,
    ).toBe(400);
    expect((await t.inject(other.staff[3].token, 'POST', `/api/clients/password/${id}`, {})).statusCode).toBe(
      404,
    );
  });

  it('an island without a default password: the create and the reset answers carry the fresh password', async () => {
    await t.db.update(islands).set({ defaultClientPasswordEnc: null }).where(eq(islands.id, mine.island.id));
    const playerHash = async (id: number) =>
      (await t.db.select().from(platformPlayers).where(eq(platformPlayers.clientId, id)))[0]!.passwordHash;
    try {
      const created = await t.inject(mine.staff[3].token, 'POST', '/api/clients', {
        name: 'sin clave',
        phone: nextPhone(),
      });
      expect(created.statusCode).toBe(201);
      const { client, password: first, message: createdMessage } = created.json();
      expect(createdMessage).toBe(PLAYER_MESSAGES.created(client.panelUsername));
      expect(first).toMatch(/^[A-Za-z2-9]{10}$/);
      expect(await verifyPassword(first, await playerHash(client.id))).toBe(true);

      const reset = await t.inject(mine.staff[3].token, 'POST', `/api/clients/password/${client.id}`, {});
      const { message, password } = reset.json();
      expect(message).toBe(PLAYER_MESSAGES.passwordResetTemporary(client.panelUsername));
      // The message is shown in a notice that goes away: the password travels apart from it.
      expect(message).not.toContain(password);
      expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
      expect(password).not.toBe(first);
      expect(await verifyPassword(password, await playerHash(client.id))).toBe(true);
    } finally {
      const box = createSecretBox(t.app.appConfig.secretsKey);
      await t.db
        .update(islands)
        .set({ defaultClientPasswordEnc: box.seal('clave-de-isla', 'islands.default_client_password') })
        .where(eq(islands.id, mine.island.id));
    }
  });
});

describe('GET /api/clients/getfunds/{panelUsername} and POST /api/clients/history', () => {
  async function playerWithMovements() {
    const client = await newPlayer();
    for (let i = 1; i <= 12; i++) await load(client.panelUsername, i);
    await t.inject(mine.staff[3].token, 'POST', '/api/clients/pay', {
      username: client.panelUsername,
      amount: 5,
    });
    await t.app.platform.gameDebit(t.db, { clientId: client.id, amount: 300, brand: 'Demo', game: 'Ruleta' });
    return client;
  }

  it('getfunds: items[0].balance and the last 5 movements, newest first', async () => {
    const { panelUsername } = await playerWithMovements();
    const response = await t.inject(mine.staff[3].token, 'GET', `/api/clients/getfunds/${panelUsername}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items[0]).toMatchObject({ balance: 78 - 5 - 3, locked: false, client: { panelUsername } });
    expect(body.history.map((m: { transactionType: string }) => m.transactionType)).toEqual([
      'GAMEDEBIT',
      'WITHDRAW',
      'DEPOSIT',
      'DEPOSIT',
      'DEPOSIT',
    ]);
    expect(body.history[0]).toMatchObject({ brand: 'Demo', game: 'Ruleta', currencyCode: 'ARS', amount: 3 });
    expect(
      (await t.inject(other.staff[3].token, 'GET', `/api/clients/getfunds/${panelUsername}`)).statusCode,
    ).toBe(404);
    expect((await t.inject(mine.staff[3].token, 'GET', '/api/clients/getfunds/nadie')).statusCode).toBe(404);
  });

  it('history: pages of 10, filters by kind, date range', async () => {
    const { panelUsername: username } = await playerWithMovements();
    const page = (body: object) =>
      t.inject(mine.staff[3].token, 'POST', '/api/clients/history', { username, ...body });
    const first = (await page({ value: [] })).json();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = (await page({ page: 2 })).json();
    expect(second.items).toHaveLength(4);
    expect(second.items.at(-1)).toMatchObject({ amount: 1, balanceBefore: 0 });
    const deposits = (await page({ filters: { withdrawals: false, deposits: true, games: false } })).json();
    expect(deposits.total).toBe(12);
    const games = (await page({ filters: { withdrawals: false, deposits: false, games: true } })).json();
    expect(games).toMatchObject({ total: 1, items: [{ transactionType: 'GAMEDEBIT' }] });
    const none = (await page({ filters: { withdrawals: false, deposits: false, games: false } })).json();
    expect(none).toMatchObject({ total: 0, items: [] });
    const today = new Date().toISOString();
    expect((await page({ value: [today, ''] })).json().total).toBe(14);
    expect((await page({ value: ['2020-01-01', '2020-01-02'] })).json().total).toBe(0);
    expect((await page({ value: ['2020-01-02', '2020-01-01'] })).statusCode).toBe(400);
    expect((await page({ page: 0 })).statusCode).toBe(400);
    const foreign = await t.inject(other.staff[3].token, 'POST', '/api/clients/history', { username });
    expect(foreign.statusCode).toBe(404);
  });
});
