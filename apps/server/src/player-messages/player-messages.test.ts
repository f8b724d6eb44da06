import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { IRESPONSE_MESSAGES } from '@panel/domain/iresponses/iresponse-rules';
import {
  MAX_ATTEMPTS,
  PLAYER_MESSAGE_INTENTS,
  PLAYER_MESSAGE_KINDS,
  WITHDRAWAL_MESSAGE_KINDS,
} from '@panel/domain/player-messages/player-message-rules';
import type { AckMessageAnswer, HandedMessage } from '@panel/domain/player-messages/player-message-view';
import { buildApp } from '../app';
import { chatbotResponses, islands, playerMessages, receipts, withdrawalRequests } from '../db/schema';
import { migrationsFolder } from '../db/connection';
import { decideReceipt } from '../checker/decide-receipt';
import { createLedgerPlatform } from '../ledger/ledger';
import { startTestApp, testConfig, type TestApp } from '../../test/test-app';
import { islandWithStaff, type IslandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createGatewayBot, createReceipt } from '../../test/receipt-factory';
import { listWithdrawals, withdrawalView } from '../withdrawals/withdrawal-queries';
import { SILENT_BOT_ERROR } from './message-outbox';
import { writePlayerMessage } from './write-player-message';

let t: TestApp;
let mine: IslandWithStaff;
let botKey: string;
let otherBotKey: string;
const operator = () => mine.staff[5].token;

beforeAll(async () => {
  t = await startTestApp();
  mine = await islandWithStaff(t.app, t.db);
  botKey = (await createGatewayBot(t.db, mine.island.id)).key;
  const other = await islandWithStaff(t.app, t.db);
  otherBotKey = (await createGatewayBot(t.db, other.island.id)).key;
});
afterAll(() => t?.close());

const asBot = (app: FastifyInstance, key: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { 'x-bot-key': key }, payload });
const take = async (key = botKey, limit = 50, app = t.app) => {
  const response = await asBot(app, key, '/api/gateway/messages/take', { limit });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: HandedMessage[] }>().items;
};
const ack = (id: number, body: object, key = botKey) =>
  asBot(t.app, key, `/api/gateway/messages/${id}/ack`, body);
const messagesOf = (receiptId: number) =>
  t.db.select().from(playerMessages).where(eq(playerMessages.receiptId, receiptId));
/** Makes a message due now, as if its back-off or lease had run out. */
const dueNow = (id: number) =>
  t.db
    .update(playerMessages)
    .set({
      nextAttemptAt: sql`now() - interval '1 second'`,
      leasedUntil: sql`case when leased_until is null then null else now() - interval '1 second' end`,
    })
    .where(eq(playerMessages.id, id));

async function newReceipt(amount = 1_500_00, phone = '1155551234') {
  const client = await createPlayer(t.db, { tenantId: mine.island.id, phone });
  const receipt = await createReceipt(t.app, { tenantId: mine.island.id, clientId: client.id, amount });
  return { client, receipt };
}

/** Takes everything due, so each test starts with an empty outbox for the island. */
async function drain() {
  for (let items = await take(); items.length; items = await take())
    for (const item of items) await ack(item.id, { outcome: 'delivered' });
}

/** From an empty outbox: a new receipt of `amount`, decided as the operator sends `decision`. */
async function decidedReceipt(decision: object, amount?: number) {
  await drain();
  const { receipt } = await newReceipt(amount);
  await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, decision);
  return receipt;
}

/** A decided receipt (approved unless told) and its message, as the bot took it. */
async function handedMessage(decision: object = { status: 'approve' }, amount?: number) {
  const receipt = await decidedReceipt(decision, amount);
  const [handed] = await take();
  return { receipt, handed: handed! };
}

describe('each receipt decision writes its message in the same transaction', () => {
  it('an approval tells the amount credited and the new balance', async () => {
    await t.db.update(islands).set({ bonusPercent: 10 }).where(eq(islands.id, mine.island.id));
    const { client, receipt } = await newReceipt(1_500_00);
    const decided = await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const [message] = await messagesOf(receipt.id);
    expect(message).toMatchObject({
      kind: 'aviso_carga_aprobada',
      clientId: client.id,
      phone: '1155551234',
      state: 'pending',
      attempts: 0,
      text: '¡Listo! Acreditamos tu carga de $ 1.500,00. Tu saldo ahora es $ 1.650,00.',
    });
    await t.db.update(islands).set({ bonusPercent: 0 }).where(eq(islands.id, mine.island.id));
  });

  it('a rejection and a deferral have one message per reason; ASK_BA_OWNER asks for the holder', async () => {
    const rejected = await newReceipt(2_000_00);
    await t.inject(operator(), 'POST', `/api/put/${rejected.receipt.id}`, {
      status: 'rejected',
      reason: 'FAKE_IMAGE',
    });
    const deferred = await newReceipt(3_000_00);
    await t.inject(operator(), 'POST', `/api/put/${deferred.receipt.id}`, {
      status: 'notfound',
      reason: 'ASK_BA_OWNER',
    });
    expect((await messagesOf(rejected.receipt.id)).map((m) => [m.kind, m.text])).toEqual([
      [
        'aviso_rechazo_imagen',
        'No pudimos acreditar tu comprobante de $ 2.000,00: la imagen no es válida. Envianos la captura original del comprobante.',
      ],
    ]);
    const [asked] = await messagesOf(deferred.receipt.id);
    expect(asked!.kind).toBe('aviso_pospuesto_titular');
    expect(asked!.text).toContain('$ 3.000,00');
    expect(asked!.text).toContain('titular de la cuenta');
  });

  it("uses the island's own text as it is at the decision, with the player's username", async () => {
    const [reply] = await t.db
      .insert(chatbotResponses)
      .values({
        tenantId: mine.island.id,
        intent: 'aviso_rechazo_monto',
        response: 'Hola {usuario}: {monto} no coincide',
      })
      .onConflictDoUpdate({
        target: [chatbotResponses.tenantId, chatbotResponses.intent],
        set: { response: 'Hola {usuario}: {monto} no coincide' },
      })
      .returning();
    const { client, receipt } = await newReceipt(900_00);
    await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, {
      status: 'rejected',
      reason: 'AMOUNT_NOT_MATCH',
    });
    await t.db
      .update(chatbotResponses)
      .set({ response: 'Otro texto' })
      .where(eq(chatbotResponses.id, reply!.id));
    expect((await messagesOf(receipt.id))[0]!.text).toBe(
      `Hola ${client.panelUsername}: $ 900,00 no coincide`,
    );
  });

  it('a decision rolled back leaves no message, and a refused one writes none', async () => {
    const { receipt } = await newReceipt();
    const platform = createLedgerPlatform();
    await expect(
      t.db.transaction(async (tx) => {
        await decideReceipt({ db: tx, platform }, { tenantId: mine.island.id, id: null }, receipt.id, {
          status: 'approve',
          reason: null,
        });
        expect(
          await tx.select().from(playerMessages).where(eq(playerMessages.receiptId, receipt.id)),
        ).toHaveLength(1);
        throw new Error('rolled back after the decision');
      }),
    ).rejects.toThrow('rolled back');
    expect(await messagesOf(receipt.id)).toEqual([]);
    const [row] = await t.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(row!.status).toBe('pending');

    await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, {
      status: 'rejected',
      reason: 'FAKE_IMAGE',
    });
    const again = await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(again.statusCode).toBe(422);
    expect((await messagesOf(receipt.id)).map((m) => m.kind)).toEqual(['aviso_rechazo_imagen']);
  });

  it('a first approval waiting for four eyes tells the player nothing yet', async () => {
    await t.db.update(islands).set({ fourEyesAbove: 100_00 }).where(eq(islands.id, mine.island.id));
    const { receipt } = await newReceipt(5_000_00);
    const first = await t.inject(operator(), 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(first.json()).toMatchObject({ status: 'pending' });
    expect(await messagesOf(receipt.id)).toEqual([]);
    const second = await t.inject(mine.staff[2].token, 'POST', `/api/put/${receipt.id}`, {
      status: 'approve',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await messagesOf(receipt.id)).map((m) => m.kind)).toEqual(['aviso_carga_aprobada']);
    await t.db.update(islands).set({ fourEyesAbove: null }).where(eq(islands.id, mine.island.id));
  });
});

describe('the gateway hands messages out and takes their acknowledgement', () => {
  it('hands out the due messages of the island once, oldest first, each with its lease', async () => {
    await drain();
    const a = await newReceipt(100_00, '1155550001');
    const b = await newReceipt(200_00, '1155550002');
    await t.inject(operator(), 'POST', `/api/put/${a.receipt.id}`, {
      status: 'notfound',
      reason: 'NOT_FOUND',
    });
    await t.inject(operator(), 'POST', `/api/put/${b.receipt.id}`, {
      status: 'rejected',
      reason: 'PRELOADED_AMOUNT',
    });
    expect(await take(otherBotKey)).toEqual([]);
    const first = await take(botKey, 1);
    const second = await take(botKey, 10);
    expect(first.map((m) => [m.receiptId, m.phone, m.kind, m.attempt])).toEqual([
      [a.receipt.id, '1155550001', 'aviso_pospuesto_sin_acreditar', 1],
    ]);
    expect(second.map((m) => m.receiptId)).toEqual([b.receipt.id]);
    expect(Date.parse(first[0]!.leaseExpiresAt) - Date.now()).toBeGreaterThan(50_000);
    expect(await take()).toEqual([]);
  });

  it('a message acknowledged twice is delivered once, and the second answer is the same', async () => {
    const { receipt, handed } = await handedMessage();
    const first = await ack(handed.id, { outcome: 'delivered' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await ack(handed.id, { outcome: 'delivered' });
    expect(second.json()).toEqual(first.json());
    expect(first.json<AckMessageAnswer>()).toMatchObject({
      message: 'Aviso entregado',
      item: { state: 'delivered', attempts: 1, nextAttemptAt: null },
    });
    // A late failure report does not undo a delivery.
    expect((await ack(handed.id, { outcome: 'failed', error: 'tarde' })).json()).toEqual(first.json());
    const [row] = await messagesOf(receipt.id);
    expect(row).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
    expect(await take()).toEqual([]);
  });

  it("refuses another island's message and a bad outcome", async () => {
    const { handed } = await handedMessage();
    const foreign = await ack(handed.id, { outcome: 'delivered' }, otherBotKey);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'No se encontró el aviso' });
    const bad = await ack(handed.id, { outcome: 'leído' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'El resultado debe ser delivered o failed' });
    expect((await asBot(t.app, 'clave-mala', '/api/gateway/messages/take')).statusCode).toBe(401);
    await ack(handed.id, { outcome: 'delivered' });
  });

  it('retries a failed or silent message with back-off and gives it up after the last try', async () => {
    const { receipt, handed } = await handedMessage(
      { status: 'rejected', reason: 'USERACCOUNT_NOT_MATCH' },
      700_00,
    );
    const id = handed.id;

    const failed = await ack(id, { outcome: 'failed', error: 'El número no tiene WhatsApp' });
    const answer = failed.json<AckMessageAnswer>();
    expect(answer.item).toMatchObject({ state: 'pending', attempts: 1 });
    const wait = Date.parse(answer.item.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(35_000);
    // Repeating the failure changes nothing: the try is not counted twice.
    expect((await ack(id, { outcome: 'failed', error: 'otra' })).json()).toEqual(answer);
    expect(await take()).toEqual([]);

    // The second try goes silent: after its lease it is handed out again, marked as such.
    await dueNow(id);
    expect((await take()).map((m) => [m.id, m.attempt])).toEqual([[id, 2]]);
    await dueNow(id);
    const [third] = await take();
    expect(third!.attempt).toBe(3);
    expect((await messagesOf(receipt.id))[0]!.lastError).toBe(SILENT_BOT_ERROR);
    const afterThird = (await ack(id, { outcome: 'failed', error: 'sin señal' })).json<AckMessageAnswer>();
    expect(Date.parse(afterThird.item.nextAttemptAt!) - Date.now()).toBeGreaterThan(590_000);

    for (let attempt = 4; attempt <= MAX_ATTEMPTS; attempt++) {
      await dueNow(id);
      expect((await take()).map((m) => m.attempt)).toEqual([attempt]);
      if (attempt < MAX_ATTEMPTS) await ack(id, { outcome: 'failed', error: `falla ${attempt}` });
    }
    const last = await ack(id, { outcome: 'failed', error: 'El número no existe' });
    expect(last.json()).toMatchObject({
      message: 'Falla registrada: el aviso no se entregó y no se reintentará',
      item: { state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null },
    });
    await dueNow(id);
    expect(await take()).toEqual([]);

    // Staff see it on the receipt: 'aviso no entregado'.
    const view = (await t.inject(operator(), 'GET', `/api/get/${receipt.id}`)).json<ReceiptView>();
    expect(view.playerMessage).toEqual({
      state: 'failed',
      kind: 'aviso_rechazo_titular',
      attempts: MAX_ATTEMPTS,
      lastError: 'El número no existe',
    });
  });

  it('gives up a message whose last try went silent, and a late delivery still counts', async () => {
    const { receipt, handed } = await handedMessage();
    await t.db
      .update(playerMessages)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(playerMessages.id, handed.id));
    await dueNow(handed.id);
    expect((await take()).map((m) => m.attempt)).toEqual([MAX_ATTEMPTS]);
    await dueNow(handed.id);
    expect(await take()).toEqual([]);
    const [row] = await messagesOf(receipt.id);
    expect(row).toMatchObject({ state: 'failed', lastError: SILENT_BOT_ERROR, leasedUntil: null });
    const late = await ack(handed.id, { outcome: 'delivered' });
    expect(late.json()).toMatchObject({ item: { state: 'delivered' } });
  });

  it('reads past a batch of given-up messages to the ones still due', async () => {
    await drain();
    const client = await createPlayer(t.db, { tenantId: mine.island.id });
    const write = () =>
      writePlayerMessage(t.db, {
        tenantId: mine.island.id,
        clientId: client.id,
        kind: WITHDRAWAL_MESSAGE_KINDS.approved,
        values: { monto: '$ 1,00' },
      });
    const [spentA, spentB, live] = [await write(), await write(), await write()];
    await t.db
      .update(playerMessages)
      .set({
        attempts: MAX_ATTEMPTS,
        leasedUntil: sql`now() - interval '2 minutes'`,
        nextAttemptAt: sql`now() - interval '1 minute'`,
      })
      .where(inArray(playerMessages.id, [spentA, spentB]));
    expect((await take(botKey, 2)).map((m) => [m.id, m.attempt])).toEqual([[live, 1]]);
    const rows = await t.db
      .select()
      .from(playerMessages)
      .where(inArray(playerMessages.id, [spentA, spentB]));
    expect(rows.map((row) => [row.state, row.lastError])).toEqual([
      ['failed', SILENT_BOT_ERROR],
      ['failed', SILENT_BOT_ERROR],
    ]);
    await ack(live, { outcome: 'delivered' });
  });

  it("'Pospuestos' shows whether the player got the deferral's message", async () => {
    const receipt = await decidedReceipt({ status: 'notfound', reason: 'ASK_BA_OWNER' }, 4_000_00);
    await t.db
      .update(playerMessages)
      .set({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Sin WhatsApp' })
      .where(eq(playerMessages.receiptId, receipt.id));
    const failed = {
      state: 'failed',
      kind: 'aviso_pospuesto_titular',
      attempts: MAX_ATTEMPTS,
      lastError: 'Sin WhatsApp',
    };
    const list = (await t.inject(operator(), 'GET', '/api/deferred')).json<
      { id: number; playerMessage: unknown }[]
    >();
    expect(list.find((row) => row.id === receipt.id)!.playerMessage).toEqual(failed);
    const detail = await t.inject(operator(), 'GET', `/api/deferred/${receipt.id}`);
    expect(detail.json()).toMatchObject({ playerMessage: failed });
  });

  it('a receipt without a message shows none', async () => {
    const { receipt } = await newReceipt();
    const view = (await t.inject(operator(), 'GET', `/api/get/${receipt.id}`)).json<ReceiptView>();
    expect(view.playerMessage).toBeNull();
  });
});

describe('two takers on two app instances', () => {
  it('never get the same message', async () => {
    await drain();
    const second = await buildApp(testConfig(t.dataDir), { database: t.sameDatabase() });
    try {
      const client = await createPlayer(t.db, { tenantId: mine.island.id });
      const ids: number[] = [];
      for (let i = 0; i < 60; i++)
        ids.push(
          await writePlayerMessage(t.db, {
            tenantId: mine.island.id,
            clientId: client.id,
            kind: WITHDRAWAL_MESSAGE_KINDS.approved,
            values: { monto: `$ ${i},00` },
          }),
        );
      const handed: number[] = [];
      const taker = async (app: FastifyInstance) => {
        for (;;) {
          const items = await take(botKey, 4, app);
          if (!items.length) return;
          handed.push(...items.map((m) => m.id));
        }
      };
      await Promise.all([taker(t.app), taker(second), taker(t.app), taker(second)]);
      expect(handed.length).toBe(ids.length);
      expect([...handed].sort((x, y) => x - y)).toEqual(ids);
      const rows = await t.db.select().from(playerMessages).where(inArray(playerMessages.id, ids));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Both instances acknowledging every message at once deliver each once.
      const answers = await Promise.all(
        ids.flatMap((id) =>
          [t.app, second].map((app) =>
            asBot(app, botKey, `/api/gateway/messages/${id}/ack`, { outcome: 'delivered' }),
          ),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const delivered = await t.db
        .select()
        .from(playerMessages)
        .where(and(inArray(playerMessages.id, ids), eq(playerMessages.state, 'delivered')));
      expect(delivered).toHaveLength(ids.length);
      for (const id of ids) {
        const pair = answers.filter((answer) => answer.json<AckMessageAnswer>().item.id === id);
        expect(pair[0]!.json()).toEqual(pair[1]!.json());
      }
    } finally {
      await second.close();
    }
  });
});

describe("withdrawals' message states", () => {
  it('each view of a request carries its message: one not delivered before the latest', async () => {
    await drain();
    const client = await createPlayer(t.db, { tenantId: mine.island.id });
    const request = async () =>
      (
        await t.db
          .insert(withdrawalRequests)
          .values({
            tenantId: mine.island.id,
            clientId: client.id,
            amount: 500_00,
            destination: 'mi.alias.pesos',
            holderTaxId: '20123456786',
            source: 'bot',
          })
          .returning()
      )[0]!;
    const [paid, quiet, silent] = [await request(), await request(), await request()];
    const write = (withdrawalId: number, kind: 'approved' | 'paid') =>
      writePlayerMessage(t.db, {
        tenantId: mine.island.id,
        clientId: client.id,
        kind: WITHDRAWAL_MESSAGE_KINDS[kind],
        withdrawalId,
        values: { monto: '$ 500,00', operacion: 'OP-1' },
      });
    const approvedMessage = await write(paid.id, 'approved');
    await write(paid.id, 'paid');
    await t.db
      .update(playerMessages)
      .set({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'sin WhatsApp' })
      .where(eq(playerMessages.id, approvedMessage));
    await write(quiet.id, 'approved');
    const failed = {
      state: 'failed',
      kind: 'aviso_retiro_aprobado',
      attempts: MAX_ATTEMPTS,
      lastError: 'sin WhatsApp',
    };
    const pending = { state: 'pending', kind: 'aviso_retiro_aprobado', attempts: 0, lastError: null };
    const expected = { [paid.id]: failed, [quiet.id]: pending, [silent.id]: null };
    // One request's view, and the list's page (the views' one query, with its joins and order).
    for (const id of [paid.id, quiet.id, silent.id])
      expect((await withdrawalView(t.db, mine.island.id, id)).playerMessage).toEqual(expected[id]);
    const { items } = await listWithdrawals(t.db, mine.island.id, { sort: 'createdAt', dir: 'desc' });
    const listed = items.filter((item) => item.id in expected);
    expect(listed.map((item) => [item.id, item.playerMessage])).toEqual([
      [silent.id, null],
      [quiet.id, pending],
      [paid.id, failed],
    ]);
    const [paidText] = await t.db
      .select({ text: playerMessages.text })
      .from(playerMessages)
      .where(and(eq(playerMessages.withdrawalId, paid.id), eq(playerMessages.kind, 'aviso_retiro_pagado')));
    expect(paidText!.text).toBe('¡Te pagamos el retiro de $ 500,00! Número de operación del banco: OP-1.');
    await expect(withdrawalView(t.db, mine.island.id + 1000, paid.id)).rejects.toThrow();
  });
});

describe("the island's texts in 'Editar mensajes'", () => {
  const replyUrl = (islandId: number, id: number) => `/api/iresponses/${islandId}/${id}`;

  it('new islands get every message, and a text naming an unknown value is refused with 422', async () => {
    const created = await t.inject(mine.staff[1].token, 'POST', '/api/tenants', {
      name: `Isla Avisos ${Date.now() % 100000}`,
      url: 'https://avisos.example.com',
      panelUserName: 'avisos-admin',
      panelUserPassword: 'clave-del-panel-1',
      defaultClientPassword: 'clave-clientes-1',
      charge: 1000,
      bonus: 0,
      withdraw: 5000,
      prefix: 'av',
    });
    expect(created.statusCode, created.body).toBe(201);
    const islandId = created.json<{ island: { id: number } }>().island.id;
    const replies = (await t.inject(mine.staff[1].token, 'GET', `/api/iresponses/${islandId}`)).json<
      { id: number; intent: string; response: string }[]
    >();
    const paid = replies.find((reply) => reply.intent === 'aviso_retiro_pagado')!;
    expect(paid.response).toBe(PLAYER_MESSAGE_KINDS.aviso_retiro_pagado.response);
    for (const kind of Object.keys(PLAYER_MESSAGE_KINDS))
      expect(replies.map((r) => r.intent)).toContain(kind);

    const refused = await t.inject(mine.staff[1].token, 'POST', replyUrl(islandId, paid.id), {
      response: 'Pagamos {monto}. Tu saldo: {saldo}',
      alter_response: '',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'El marcador {saldo} no existe en este aviso. Puede usar: {usuario}, {monto}, {operacion}',
    });
    const saved = await t.inject(mine.staff[1].token, 'POST', replyUrl(islandId, paid.id), {
      response: 'Pagamos {monto}, operación {operacion}',
      alter_response: '',
    });
    expect(saved.json()).toMatchObject({ message: IRESPONSE_MESSAGES.saved });
    const chat = replies.find((reply) => reply.intent === 'saldo')!;
    const free = await t.inject(mine.staff[1].token, 'POST', replyUrl(islandId, chat.id), {
      response: 'Tu saldo es {saldo} {otro}',
      alter_response: '',
    });
    expect(free.statusCode).toBe(200);
  });

  it("the migration gives every existing island the texts it lacks, keeping an island's own", async () => {
    const island = (await islandWithStaff(t.app, t.db)).island;
    await t.db
      .insert(chatbotResponses)
      .values({ tenantId: island.id, intent: 'aviso_retiro_aprobado', response: 'Propio {monto}' });
    const file = (await readdir(migrationsFolder)).find((name) =>
      name.endsWith('_player_message_texts.sql'),
    )!;
    const statement = await readFile(path.join(migrationsFolder, file), 'utf8');
    await t.db.execute(sql.raw(statement));
    await t.db.execute(sql.raw(statement));
    const rows = await t.db.select().from(chatbotResponses).where(eq(chatbotResponses.tenantId, island.id));
    expect(rows).toHaveLength(PLAYER_MESSAGE_INTENTS.length);
    for (const { intent, response } of PLAYER_MESSAGE_INTENTS)
      expect(rows.find((row) => row.intent === intent)!.response).toBe(
        intent === 'aviso_retiro_aprobado' ? 'Propio {monto}' : response,
      );
  });
});
