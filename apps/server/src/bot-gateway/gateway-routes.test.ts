import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IDENTITY_MESSAGES } from '@panel/domain/player-identity/identity-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { auditLog, bots, chatbotResponses, clients, ignoredNumbers, islands, receipts } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import {
  createBank,
  createBankAccount,
  createGatewayBot,
  createReceiptTo,
  multipartBody,
} from '../../test/receipt-factory';
import { openAuthenticated } from '../../test/realtime-client';
import { renderReceiptPng } from '../seed/receipt-image';
import { renderReceiptPdf } from '../seed/receipt-pdf';
import { GATEWAY_MESSAGES as M, MAX_RECEIPT_BYTES } from '@panel/domain/bot-gateway/gateway-contract';

const t = useTestApp();
let island: typeof islands.$inferSelect;
let key: string;
let operatorToken: string;

const drawn = { amountCentavos: 150_050, bankName: 'Banco', sender: 'Ana', date: new Date(), reference: 'R' };
const png = renderReceiptPng(drawn);
const pdf = renderReceiptPdf(drawn);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

beforeAll(async () => {
  island = await createIsland(t.db, { prefix: 'gw' });
  ({ key } = await createGatewayBot(t.db, island.id));
  operatorToken = await tokenFor(t.app, (await createUser(t.db, { tenantId: island.id, rol: 5 })).username);
});

type Upload = { bytes: Buffer; filename: string; contentType: string };
const pngFile: Upload = { bytes: png, filename: 'comprobante.png', contentType: 'image/png' };

function upload(fields: Record<string, string>, file?: Upload, botKey = key) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/gateway/receipts',
    headers: { ...body.headers, 'x-bot-key': botKey },
    payload: body.payload,
  });
}

const gateway = (method: 'GET' | 'POST', url: string, payload?: object, botKey = key) =>
  t.app.inject({
    method,
    url: `/api/gateway${url}`,
    headers: { 'x-bot-key': botKey },
    ...(payload ? { payload } : {}),
  });

const receiptCount = async () => (await t.db.select({ n: count() }).from(receipts))[0]!.n;
const storedFiles = async () =>
  (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true }).catch(() => [])).filter((f) =>
    /\.\w+$/.test(f),
  );

describe('gateway key', () => {
  it.each([
    ['no key', undefined],
    ['a wrong key', 'bot_nada'],
  ])('%s: 401', async (_, botKey) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gateway/island',
      headers: botKey ? { 'x-bot-key': botKey } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(M.badKey);
  });

  it('a deactivated bot: 403', async () => {
    const off = await createGatewayBot(t.db, island.id, { active: false });
    const response = await gateway('GET', '/island', undefined, off.key);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(M.botInactive);
  });
});

describe('POST /api/gateway/receipts', () => {
  it('stores a PNG receipt for a new player and tells the island', async () => {
    const socket = await openAuthenticated(t.app, operatorToken);
    const bank = await createBank(t.db, { tenantId: island.id });
    const account = await createBankAccount(t.db, { tenantId: island.id, bankId: bank.id });
    const response = await upload(
      {
        phone: '+54 9 11 5555-4321',
        amount: '1500.50',
        ocr: JSON.stringify({ monto: '1.500,50', titular: 'Ana' }),
        bankAccountId: String(account.id),
      },
      pngFile,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(await socket.next()).toEqual({ channel: 'transactions', event: 'news' });
    socket.ws.close();

    const view = (await t.inject(operatorToken, 'GET', `/api/get/${id}`)).json<ReceiptView>();
    expect(view).toMatchObject({
      amount: 1500.5,
      status: 'pending',
      fileType: 'png',
      ocrData: { monto: '1.500,50', titular: 'Ana' },
      bankAccount: { id: account.id },
      client: { phone: '5491155554321', panelUsername: 'gw4321' },
    });
    const file = await t.app.inject({ method: 'GET', url: view.url });
    expect(file.rawPayload.equals(png)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: 'receipt.create', actorUserId: null, tenantId: island.id });
  });

  it('files a returning player’s receipt under the same player; PDF, JPEG and a 10 MB file pass', async () => {
    const player = await createPlayer(t.db, { tenantId: island.id, phone: '5491100001111' });
    const exactlyTen = Buffer.concat([
      png.subarray(0, 8),
      Buffer.alloc(MAX_RECEIPT_BYTES - png.length),
      png.subarray(8),
    ]);
    for (const [bytes, type] of [
      [pdf, 'pdf'],
      [jpeg, 'jpeg'],
      [exactlyTen, 'png'],
    ] as const) {
      const response = await upload(
        { phone: '5491100001111', amount: '200' },
        { bytes, filename: 'x.bin', contentType: 'application/octet-stream' },
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db.select().from(receipts).where(eq(receipts.id, response.json().id));
      expect(row).toMatchObject({
        clientId: player.id,
        fileType: type,
        amount: 200_00,
        bankAccountId: null,
        ocrData: null,
      });
    }
  });

  it.each([
    [
      'a text file named .png',
      { ...pngFile, bytes: Buffer.from('esto no es una imagen, aunque se llame .png') },
      400,
      M.fileType,
    ],
    ['a truncated PNG', { ...pngFile, bytes: png.subarray(0, png.length - 20) }, 400, M.fileIncomplete],
    ['a truncated PDF', { ...pngFile, bytes: pdf.subarray(0, pdf.length / 2) }, 400, M.fileIncomplete],
    ['an empty file', { ...pngFile, bytes: Buffer.alloc(0) }, 400, M.fileRequired],
    [
      'a file over 10 MB',
      {
        ...pngFile,
        bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(MAX_RECEIPT_BYTES), png.subarray(8)]),
      },
      413,
      M.fileTooBig,
    ],
  ])('refuses %s and stores nothing', async (_, file, status, message) => {
    const [receiptsBefore, filesBefore] = [await receiptCount(), await storedFiles()];
    const response = await upload({ phone: '5491100002222', amount: '100' }, file);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await receiptCount()).toBe(receiptsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    const [player] = await t.db.select().from(clients).where(eq(clients.phone, '5491100002222'));
    expect(player).toBeUndefined();
  });

  it.each([
    ['no file', { phone: '1155550000', amount: '100' }, false, M.fileRequired],
    ['no phone', { amount: '100' }, true, M.phoneRequired],
    ['a phone without digits', { phone: 'abc', amount: '100' }, true, M.phoneRequired],
    ['no amount', { phone: '1155550000' }, true, M.amountRequired],
    ['an amount with a comma', { phone: '1155550000', amount: '100,50' }, true, M.amountFormat],
    ['a zero amount', { phone: '1155550000', amount: '0' }, true, M.amountPositive],
    ['three decimals', { phone: '1155550000', amount: '1.505' }, true, M.amountFormat],
    ['OCR that is not JSON', { phone: '1155550000', amount: '1', ocr: '{monto' }, true, M.ocrInvalid],
    ['OCR that is a list', { phone: '1155550000', amount: '1', ocr: '["a"]' }, true, M.ocrInvalid],
    ['OCR with a number', { phone: '1155550000', amount: '1', ocr: '{"monto":5}' }, true, M.ocrInvalid],
    ['a bad account id', { phone: '1155550000', amount: '1', bankAccountId: 'x' }, true, M.accountInvalid],
  ])('refuses %s with 400', async (_, fields, withFile, message) => {
    const before = await receiptCount();
    const response = await upload(fields, withFile ? pngFile : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await receiptCount()).toBe(before);
  });

  it('refuses another island’s account, and a JSON body', async () => {
    const elsewhere = await createIsland(t.db);
    const bank = await createBank(t.db, { tenantId: elsewhere.id });
    const foreign = await createBankAccount(t.db, { tenantId: elsewhere.id, bankId: bank.id });
    const response = await upload(
      { phone: '1155550000', amount: '1', bankAccountId: String(foreign.id) },
      pngFile,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.accountInvalid);
    const json = await gateway('POST', '/receipts', { phone: '1', amount: '1' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.notMultipart);
  });

  it('refuses receipts when the island’s loads are off', async () => {
    const closed = await createIsland(t.db, { opCharges: false });
    const bot = await createGatewayBot(t.db, closed.id);
    const response = await upload({ phone: '1155550000', amount: '1' }, pngFile, bot.key);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(M.chargesOff);
  });

  describe('an upload is taken whole or not at all: no player, no receipt, no file', () => {
    const phone = '5491100003333';
    const playerCount = async () => (await t.db.select({ n: count() }).from(clients))[0]!.n;
    async function expectNothingStored(send: () => Promise<{ statusCode: number; body: string }>) {
      const before = [await playerCount(), await receiptCount(), await storedFiles()];
      const response = await send();
      expect([await playerCount(), await receiptCount(), await storedFiles()]).toEqual(before);
      const [player] = await t.db.select().from(clients).where(eq(clients.phone, phone));
      expect(player).toBeUndefined();
      return response;
    }

    it.each([
      [
        'NUL in the OCR texts',
        { ocr: '{"texto":"a\\u0000b"}' },
        'Dato inválido en "ocr.texto": contiene un carácter nulo',
      ],
      [
        'a lone surrogate in the OCR texts',
        { ocr: '{"texto":"\\ud800"}' },
        'Dato inválido en "ocr.texto": contiene un carácter Unicode incompleto',
      ],
      [
        'NUL in a field',
        { bankAccountId: '1\u0000' },
        'Dato inválido en "bankAccountId": contiene un carácter nulo',
      ],
    ])('%s: 400 naming the field', async (_, fields, message) => {
      const response = await expectNothingStored(() => upload({ phone, amount: '100', ...fields }, pngFile));
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).message).toContain(message);
    });

    it('a malformed multipart body (boundary=zzz and garbage): 400', async () => {
      for (const payload of [
        'basura sin partes',
        '--zzz\r\nsin cabeceras\r\n\u0000',
        '--zzz\r\nContent-Disposition: form-data; name="phone"\r\n\r\n1',
      ]) {
        const response = await expectNothingStored(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/gateway/receipts',
            headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'x-bot-key': key },
            payload,
          }),
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(JSON.parse(response.body).message).toBe(M.malformed);
      }
    });

    it('a database that rejects the receipt also undoes the new player and removes the file', async () => {
      await t.db.execute(
        sql.raw('alter table receipts add constraint gateway_test_refuses check (false) not valid'),
      );
      try {
        const response = await expectNothingStored(() => upload({ phone, amount: '100' }, pngFile));
        expect(response.statusCode).toBeGreaterThanOrEqual(500);
      } finally {
        await t.db.execute(sql.raw('alter table receipts drop constraint gateway_test_refuses'));
      }
    });
  });
});

describe('POST /api/gateway/clients', () => {
  it('creates a player with the docs/features/players.md username, then finds it by phone', async () => {
    const created = await gateway('POST', '/clients', { phone: '549 11 5555-9876', name: 'Joséfina' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      created: true,
      client: { panelUsername: 'gwjose9876', phone: '5491155559876', name: 'joséfina', tenantId: island.id },
    });
    const again = await gateway('POST', '/clients', { phone: '5491155559876' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, client: { id: created.json().client.id } });
  });

  it('a short phone gets sn and three digits', async () => {
    const created = await gateway('POST', '/clients', { phone: '12', name: 'pedro' });
    expect(created.json().client.panelUsername).toMatch(/^gwpedrsn\d{3}$/);
  });

  it('two first messages of one new player at once make one player', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => gateway('POST', '/clients', { phone: '5491177770000', name: 'carla' })),
    );
    expect(new Set(responses.map((r) => r.json().client.id)).size).toBe(1);
    expect(responses.filter((r) => r.json().created)).toHaveLength(1);
  });

  it('refuses to create when the island does not let the bot create users, but still finds', async () => {
    const closed = await createIsland(t.db, { opUsercreation: false });
    const bot = await createGatewayBot(t.db, closed.id);
    const known = await createPlayer(t.db, { tenantId: closed.id, phone: '5491133330000' });
    const refused = await gateway('POST', '/clients', { phone: '5491144440000' }, bot.key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.creationOff);
    const found = await gateway('POST', '/clients', { phone: '5491133330000' }, bot.key);
    expect(found.json()).toMatchObject({ created: false, client: { id: known.id } });
  });

  it('takes who the player is: a new player with it, a found one without any completed, a minor refused', async () => {
    const ana = { fullName: 'Ana Gómez', dni: '28.555.666', taxId: '27-28555666-5', birthDate: '02/05/1981' };
    const created = await gateway('POST', '/clients', { phone: '5491166660001', name: 'ana', identity: ana });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().client.identity).toEqual({
      fullName: 'Ana Gómez',
      dni: '28555666',
      taxId: '27285556665',
      birthDate: '1981-05-02',
      status: 'unverified',
      verification: null,
    });
    const known = await gateway('POST', '/clients', { phone: '5491166660002', name: 'luis' });
    const luis = { fullName: 'Luis Paz', dni: '29111222', taxId: '20291112227', birthDate: '1982-01-31' };
    const completed = await gateway('POST', '/clients', { phone: '5491166660002', identity: luis });
    expect(completed.json()).toMatchObject({
      created: false,
      client: { id: known.json().client.id, identity: { dni: '29111222' } },
    });
    // A stored identity is the cashiers' to change, not the bot's.
    const again = await gateway('POST', '/clients', {
      phone: '5491166660002',
      identity: { ...luis, fullName: 'Otro Nombre' },
    });
    expect(again.json().client.identity.fullName).toBe('Luis Paz');
    const minor = `1/1/${new Date().getFullYear() - 17}`;
    const refused = await gateway('POST', '/clients', {
      phone: '5491166660003',
      identity: { ...ana, dni: '50111222', taxId: '20501112225', birthDate: minor },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, IDENTITY_MESSAGES.underage]);
  });
});

describe('GET /api/gateway/island', () => {
  it('answers the bot’s own island: flows, replies and ignored numbers', async () => {
    const mine = await createIsland(t.db, { opReferral: false, bonusPercent: 15, chargeMin: 1_000_00 });
    const bot = await createGatewayBot(t.db, mine.id);
    const other = await createIsland(t.db);
    await t.db.insert(chatbotResponses).values([
      { tenantId: mine.id, intent: 'saludo', response: 'Hola', alterResponse: 'Hola de nuevo' },
      { tenantId: other.id, intent: 'saludo', response: 'Otra isla', alterResponse: '' },
    ]);
    await t.db.insert(ignoredNumbers).values([
      { tenantId: mine.id, phone: '111' },
      { tenantId: other.id, phone: '222' },
    ]);
    const response = await gateway('GET', '/island', undefined, bot.key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      island: { id: mine.id, name: mine.name, charge: 1000, bonus: 15, withdraw: 0 },
      flows: {
        opUsercreation: true,
        opCharges: true,
        opBalances: true,
        opWithdraws: true,
        opHelp: true,
        opInformation: true,
        opReferral: false,
      },
      responses: [{ intent: 'saludo', response: 'Hola', alter_response: 'Hola de nuevo' }],
      ignoredNumbers: ['111'],
    });
  });
});

describe('POST /api/gateway/state', () => {
  it('stores the state and QR the header reads', async () => {
    const mine = await createIsland(t.db);
    const { bot, key: botKey } = await createGatewayBot(t.db, mine.id);
    await t.db.update(islands).set({ botId: bot.id }).where(eq(islands.id, mine.id));
    const user = await tokenFor(t.app, (await createUser(t.db, { tenantId: mine.id, rol: 4 })).username);
    for (const [state, qr] of [
      [1, 'qr-texto-1'],
      [0, null],
    ] as const) {
      const response = await gateway('POST', '/state', { state, qr }, botKey);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.stateSaved, state });
      const header = await t.inject(user, 'GET', '/api/this/botstate');
      expect(header.json().state).toBe(state);
    }
    const bad = await gateway('POST', '/state', { state: 3, qr: null }, botKey);
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(bots).where(eq(bots.id, bot.id));
    expect(row!.active).toBe(true);
  });
});

describe('GET /api/gateway/deposit-account', () => {
  async function islandWithAccounts(
    limits: Parameters<typeof createBank>[1] extends infer B ? Partial<B> : never,
  ) {
    const mine = await createIsland(t.db, { chargeMin: 10_00 });
    const bot = await createGatewayBot(t.db, mine.id);
    const bank = await createBank(t.db, { tenantId: mine.id, ...limits });
    return { mine, bot, bank };
  }
  const ask = (botKey: string, amount: string) =>
    gateway('GET', `/deposit-account?amount=${amount}`, undefined, botKey);

  it('answers an active account of the island, never an inactive or foreign one', async () => {
    const { mine, bot, bank } = await islandWithAccounts({});
    await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id, active: false });
    const active = await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id, name: 'Laura' });
    const response = await ask(bot.key, '1500.50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: { id: active.id, name: 'Laura', number: active.number, bank: { bankname: bank.bankname } },
    });
  });

  it('spreads loads: the account that received least today', async () => {
    const { mine, bot, bank } = await islandWithAccounts({});
    const busy = await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id });
    const quiet = await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id });
    await createReceiptTo(t.app, busy, { amount: 100_00 });
    expect((await ask(bot.key, '50')).json().account.id).toBe(quiet.id);
  });

  it.each([
    ['below the per-transaction minimum', { transacBottomLimit: 100_00 }, '99.99', '100'],
    ['above the per-transaction maximum', { transacTopLimit: 500_00 }, '500.01', '500'],
    ['over the daily total', { dailyTopLimit: 1_000_00 }, '700.01', '700'],
    ['over the monthly total', { monthlyTopLimit: 1_000_00 }, '700.01', '700'],
    ['over the amount in use', { topLimitInUse: 2_000_00 }, '1500.01', '1500'],
  ])('refuses an amount %s (limits are inclusive)', async (_, limits, refusedAmount, allowedAmount) => {
    const { mine, bot, bank } = await islandWithAccounts(limits);
    const account = await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id, amount: 500_00 });
    // 300 already sent to it today: one pending and one approved (edited down from 400); a rejected one does not count.
    await createReceiptTo(t.app, account, { amount: 100_00 });
    await createReceiptTo(t.app, account, { amount: 400_00, newAmount: 200_00, status: 'approve' });
    await createReceiptTo(t.app, account, { amount: 5_000_00, status: 'rejected' });
    const refused = await ask(bot.key, refusedAmount);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.noAccount);
    expect((await ask(bot.key, allowedAmount)).json().account.id).toBe(account.id);
  });

  it('counts today’s transfers against the daily count, not yesterday’s', async () => {
    const { mine, bot, bank } = await islandWithAccounts({
      dailyTransacLimit: 2,
      monthlyTopLimit: 10_000_000_00,
    });
    const account = await createBankAccount(t.db, { tenantId: mine.id, bankId: bank.id });
    const made = (createdAt: Date) => createReceiptTo(t.app, account, { createdAt });
    await made(new Date(Date.now() - 26 * 3600_000));
    await made(new Date(Date.now() - 25 * 3600_000));
    await made(new Date());
    expect((await ask(bot.key, '20')).json().account.id).toBe(account.id);
    await made(new Date());
    const full = await ask(bot.key, '20');
    expect(full.statusCode).toBe(422);
  });

  it('refuses an amount under the island’s minimum load, and a malformed amount', async () => {
    const { bot } = await islandWithAccounts({});
    const low = await ask(bot.key, '9.99');
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe(M.belowMinimum('$ 10,00'));
    const bad = await ask(bot.key, 'mil');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.amountFormat);
  });
});
