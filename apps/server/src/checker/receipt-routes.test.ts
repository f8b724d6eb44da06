import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFER_REASONS, REJECT_REASONS, RECEIPT_MESSAGES as M } from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { auditLog, bankAccounts, clientTransactions, fundMovements, islands, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createBank, createBankAccount, createReceipt } from '../../test/receipt-factory';
import { openAuthenticated } from '../../test/realtime-client';
import { signFileLink } from '../storage/signed-url';

let t: TestApp;
let island: { id: number };
let token: string;
let operatorId: number;
let other: { island: { id: number }; token: string };
let accountId: number;

const BONUS_PERCENT = 10;

beforeAll(async () => {
  t = await startTestApp();
  const mine = await islandWithStaff(t.app, t.db);
  island = mine.island;
  await t.db.update(islands).set({ bonusPercent: BONUS_PERCENT }).where(eq(islands.id, island.id));
  token = mine.staff[5].token;
  operatorId = mine.staff[5].id;
  const theirs = await islandWithStaff(t.app, t.db);
  other = { island: theirs.island, token: theirs.staff[1].token };
  const bank = await createBank(t.db, { tenantId: island.id });
  accountId = (await createBankAccount(t.db, { tenantId: island.id, bankId: bank.id, amount: 50_000_00 })).id;
});
afterAll(() => t.close());

async function newReceipt(amount = 1_000_00, playerValues: { blacklistbonus?: number } = {}) {
  const client = await createPlayer(t.db, { tenantId: island.id, ...playerValues });
  const receipt = await createReceipt(t.app, {
    tenantId: island.id,
    clientId: client.id,
    bankAccountId: accountId,
    amount,
  });
  return { client, receipt };
}

const movementsOf = (clientId: number) =>
  t.db.select().from(fundMovements).where(eq(fundMovements.clientId, clientId)).orderBy(fundMovements.id);
const accountBalance = async () =>
  (
    await t.db
      .select({ amount: bankAccounts.amount })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, accountId))
  )[0]!.amount;
const historyOf = (clientId: number) =>
  t.db.select().from(clientTransactions).where(eq(clientTransactions.clientId, clientId));
const receiptRow = async (id: number) => (await t.db.select().from(receipts).where(eq(receipts.id, id)))[0]!;

describe('GET /api/get/{id}', () => {
  it('answers the receipt with its client, history and a working signed file link', async () => {
    const { client, receipt } = await newReceipt(1_234_56);
    await t.db.insert(clientTransactions).values([
      { clientId: client.id, bankAccountId: accountId, amount: 500_00, charged: true },
      { clientId: client.id, bankAccountId: null, amount: 70_00, charged: false },
    ]);
    await t.db
      .update(receipts)
      .set({ ocrData: { monto: '1234,56' } })
      .where(eq(receipts.id, receipt.id));
    const response = await t.inject(token, 'GET', `/api/get/${receipt.id}`);
    expect(response.statusCode).toBe(200);
    const view = response.json<ReceiptView>();
    expect(view).toMatchObject({
      id: receipt.id,
      amount: 1234.56,
      newamount: null,
      status: 'pending',
      fileType: 'png',
      ocrData: { monto: '1234,56' },
      clientId: client.id,
      bankAccount: { id: accountId },
      client: { id: client.id, panelUsername: client.panelUsername, transactionCount: 2 },
    });
    expect(view.client.transactions.map((x) => [x.amount, x.charged])).toEqual([
      [70, false],
      [500, true],
    ]);
    expect(view.url).toMatch(/^\/api\/files\/\d+\/[\w-]+\/receipts\/test\/\w+\.png$/);
    expect(new Date(view.urlExpiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const file = await t.app.inject({ method: 'GET', url: view.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('the queue lists the island’s pending receipts only, oldest first', async () => {
    const empty = await t.inject(other.token, 'GET', '/api/pendingids');
    expect(empty.json()).toEqual([]);
    const { receipt: first } = await newReceipt();
    const { receipt: second } = await newReceipt();
    const ids = (await t.inject(token, 'GET', '/api/pendingids')).json<number[]>();
    expect(ids.slice(-2)).toEqual([first.id, second.id]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await t.inject(other.token, 'GET', '/api/pendingids')).json()).toEqual([]);
  });

  it('answers 404 for another island’s receipt and for a missing one', async () => {
    const { receipt } = await newReceipt();
    for (const [url, as] of [
      [`/api/get/${receipt.id}`, other.token],
      ['/api/get/99999999', token],
    ] as const) {
      const response = await t.inject(as, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
  });
});

describe('signed file links', () => {
  it('refuse expired, forged and re-pointed links with 403', async () => {
    const { receipt } = await newReceipt();
    const secret = t.app.appConfig.jwtSecret;
    const expired = signFileLink(receipt.fileKey, secret, Date.now() - 16 * 60_000).url;
    const good = signFileLink(receipt.fileKey, secret).url;
    const forged = good.replace(
      /\/([\w-]+)\/receipts\//,
      (_, sig: string) => `/${sig.slice(0, -2)}AA/receipts/`,
    );
    const otherSecret = signFileLink(receipt.fileKey, 'another-secret-that-is-long-enough-0123456789').url;
    const longer = good.replace(/\/(\d+)\//, (_, exp: string) => `/${Number(exp) + 3600}/`);
    const repointed = good.replace(/receipts\/test\/\w+\.png$/, 'receipts/demo/martina-0.png');
    for (const url of [expired, forged, otherSecret, longer, repointed, '/api/files/abc/def/x.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(M.fileLinkInvalid);
    }
  });
});

describe('GET /api/transactions/{clientId}', () => {
  it('answers the count and the newest loads first; another island’s client is 404', async () => {
    const { client } = await newReceipt();
    await t.db.insert(clientTransactions).values(
      [1, 2, 3].map((i) => ({
        clientId: client.id,
        bankAccountId: accountId,
        amount: i * 100_00,
        charged: i !== 2,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      })),
    );
    const response = await t.inject(token, 'GET', `/api/transactions/${client.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.items.map((x: { amount: number }) => x.amount)).toEqual([300, 200, 100]);
    expect(body.items[1]).toMatchObject({ charged: false, bankAccount: { id: accountId } });
    expect(body.items[0].bankAccount.bank.bankname).toMatch(/^Banco /);

    const foreign = await t.inject(other.token, 'GET', `/api/transactions/${client.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.playerNotFound);
  });
});

describe('POST /api/put/{id} approve', () => {
  it('credits the deposit and the island’s bonus, charges the history row and fills the account', async () => {
    const before = await accountBalance();
    const { client, receipt } = await newReceipt(1_234_57);
    const response = await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.approved, id: receipt.id, status: 'approve' });

    const movements = await movementsOf(client.id);
    // 10 % of 1.234,57 is 123,457: the bonus rounds down to the centavo.
    expect(movements.map((m) => [m.transactionType, m.amount, m.balanceBefore, m.balanceAfter])).toEqual([
      ['DEPOSIT', 1_234_57, 0, 1_234_57],
      ['DEPOSITBONO', 123_45, 1_234_57, 1_358_02],
    ]);
    expect(await t.app.platform.balance(t.db, client.id)).toBe(1_358_02);
    expect(await accountBalance()).toBe(before + 1_234_57);
    expect(await historyOf(client.id)).toMatchObject([
      {
        receiptId: receipt.id,
        bankAccountId: accountId,
        amount: 1_234_57,
        bonusAmount: 123_45,
        charged: true,
      },
    ]);
    const decided = await receiptRow(receipt.id);
    expect(decided).toMatchObject({ status: 'approve', reason: null, decidedBy: operatorId });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, receipt.id)));
    expect(audit).toMatchObject({ action: 'receipt.approve', actorUserId: operatorId, tenantId: island.id });
    expect(audit!.decisionMs).toBeGreaterThanOrEqual(0);

    const pending = (await t.inject(token, 'GET', '/api/pendingids')).json<number[]>();
    expect(pending).not.toContain(receipt.id);
  });

  it('gives no bonus to a player whose bonus is blocked', async () => {
    const { client, receipt } = await newReceipt(2_000_00, { blacklistbonus: 1 });
    expect((await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' })).statusCode).toBe(
      200,
    );
    expect((await movementsOf(client.id)).map((m) => [m.transactionType, m.amount])).toEqual([
      ['DEPOSIT', 2_000_00],
    ]);
    expect(await historyOf(client.id)).toMatchObject([{ amount: 2_000_00, bonusAmount: 0, charged: true }]);
  });

  it('approves the edited amount once it was edited', async () => {
    const { client, receipt } = await newReceipt(900_00);
    await t.db.update(receipts).set({ newAmount: 800_00 }).where(eq(receipts.id, receipt.id));
    expect((await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' })).statusCode).toBe(
      200,
    );
    expect(await t.app.platform.balance(t.db, client.id)).toBe(880_00);
  });
});

describe('POST /api/put/{id} reject and defer', () => {
  const cases = [
    ...Object.keys(REJECT_REASONS).map((reason) => ['rejected', reason, M.rejected] as const),
    ...Object.keys(DEFER_REASONS).map((reason) => ['notfound', reason, M.deferred] as const),
  ];
  it.each(cases)(
    '%s %s moves no money and leaves a not-charged history row',
    async (status, reason, message) => {
      const before = await accountBalance();
      const { client, receipt } = await newReceipt(3_000_00);
      const response = await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status, reason });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message, id: receipt.id, status });
      expect(await receiptRow(receipt.id)).toMatchObject({ status, reason, decidedBy: operatorId });
      expect(await movementsOf(client.id)).toEqual([]);
      expect(await accountBalance()).toBe(before);
      expect(await historyOf(client.id)).toMatchObject([
        { amount: 3_000_00, charged: false, bonusAmount: 0 },
      ]);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, receipt.id)));
      expect(audit!.action).toBe(status === 'rejected' ? 'receipt.reject' : 'receipt.defer');
    },
  );

  it.each([
    [{}, M.statusInvalid],
    [{ status: 'pending' }, M.statusInvalid],
    [{ status: 'borrar' }, M.statusInvalid],
    [{ status: 'rejected' }, M.rejectReasonRequired],
    [{ status: 'rejected', reason: 'NOT_FOUND' }, M.rejectReasonRequired],
    [{ status: 'notfound', reason: 'FAKE_IMAGE' }, M.deferReasonRequired],
    [{ status: 'notfound', reason: null }, M.deferReasonRequired],
  ])('refuses %o with 400', async (payload, message) => {
    const { receipt } = await newReceipt();
    const response = await t.inject(token, 'POST', `/api/put/${receipt.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await receiptRow(receipt.id)).status).toBe('pending');
  });

  it('refuses a second decision with 422 and changes nothing', async () => {
    const { client, receipt } = await newReceipt();
    await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'rejected', reason: 'FAKE_IMAGE' });
    for (const payload of [{ status: 'approve' }, { status: 'notfound', reason: 'NOT_FOUND' }]) {
      const response = await t.inject(token, 'POST', `/api/put/${receipt.id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(M.alreadyDecided);
    }
    const edit = await t.inject(token, 'POST', `/api/document/${receipt.id}`, { newamount: 10 });
    expect(edit.statusCode).toBe(422);
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'rejected', reason: 'FAKE_IMAGE' });
    expect(await movementsOf(client.id)).toEqual([]);
  });

  it('answers 404 to another island’s operator and moves nothing', async () => {
    const { client, receipt } = await newReceipt();
    const response = await t.inject(other.token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(response.statusCode).toBe(404);
    expect((await receiptRow(receipt.id)).status).toBe('pending');
    expect(await movementsOf(client.id)).toEqual([]);
  });
});

describe('POST /api/document/{id} edit and approve', () => {
  it.each([
    [1500.5, 1_500_50, 150_05],
    ['1.500,50', 1_500_50, 150_05],
    [0.01, 1, 0],
    [99.99, 99_99, 9_99],
  ])('newamount %o credits %i centavos plus %i of bonus', async (newamount, credited, bonus) => {
    const before = await accountBalance();
    const { client, receipt } = await newReceipt(2_000_00);
    const response = await t.inject(token, 'POST', `/api/document/${receipt.id}`, {
      id: receipt.id,
      amount: 2000,
      newamount,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.editedAndApproved, id: receipt.id, status: 'approve' });
    expect(await receiptRow(receipt.id)).toMatchObject({
      status: 'approve',
      amount: 2_000_00,
      newAmount: credited,
    });
    expect((await movementsOf(client.id)).map((m) => [m.transactionType, m.amount])).toEqual([
      ['DEPOSIT', credited],
      ...(bonus > 0 ? [['DEPOSITBONO', bonus]] : []),
    ]);
    expect(await accountBalance()).toBe(before + credited);
    expect(await historyOf(client.id)).toMatchObject([
      { amount: credited, bonusAmount: bonus, charged: true },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, receipt.id)));
    expect(audit!.action).toBe('receipt.edit_approve');

    const view = (await t.inject(token, 'GET', `/api/get/${receipt.id}`)).json<ReceiptView>();
    expect(view.newamount).toBe(credited / 100);
  });

  it.each([
    [{}, M.editAmountRequired],
    [{ newamount: '' }, M.editAmountRequired],
    [{ newamount: null }, M.editAmountRequired],
    [{ newamount: 'mil' }, M.editAmountInvalid],
    [{ newamount: 0 }, M.editAmountPositive],
    [{ newamount: -3 }, M.editAmountPositive],
    [{ newamount: 1.001 }, M.editAmountDecimals],
    [{ newamount: 100_000_001 }, M.editAmountTooBig],
  ])('refuses %o with 400', async (payload, message) => {
    const { receipt } = await newReceipt();
    const response = await t.inject(token, 'POST', `/api/document/${receipt.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('concurrent decisions', () => {
  it('many approvals of one receipt: one wins, the rest get 422, the money moves once', async () => {
    const before = await accountBalance();
    const { client, receipt } = await newReceipt(5_000_00);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? t.inject(token, 'POST', `/api/document/${receipt.id}`, { newamount: 4000 })
          : t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(11).fill(422)]);
    for (const r of responses.filter((x) => x.statusCode === 422))
      expect(r.json().message).toBe(M.alreadyDecided);
    const credited = (await receiptRow(receipt.id)).newAmount ?? 5_000_00;
    const movements = await movementsOf(client.id);
    expect(movements.map((m) => m.transactionType)).toEqual(['DEPOSIT', 'DEPOSITBONO']);
    expect(movements[0]!.amount).toBe(credited);
    expect(await accountBalance()).toBe(before + credited);
    expect(await historyOf(client.id)).toHaveLength(1);
  });

  it('approvals of different receipts of one player and one account: each credited exactly once', async () => {
    const before = await accountBalance();
    const client = await createPlayer(t.db, { tenantId: island.id });
    const amounts = [1_00, 2_50, 3_333_33, 10_00, 7_77, 12_345_67, 99_00, 1_01];
    const made = await Promise.all(
      amounts.map((amount) =>
        createReceipt(t.app, { tenantId: island.id, clientId: client.id, bankAccountId: accountId, amount }),
      ),
    );
    const responses = await Promise.all(
      made.map((r) => t.inject(token, 'POST', `/api/put/${r.id}`, { status: 'approve' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(amounts.map(() => 200));
    const total = amounts.reduce((a, b) => a + b, 0);
    const bonus = amounts.reduce((a, b) => a + Math.floor((b * BONUS_PERCENT) / 100), 0);
    const movements = await movementsOf(client.id);
    expect(movements.filter((m) => m.transactionType === 'DEPOSIT')).toHaveLength(amounts.length);
    expect(await t.app.platform.balance(t.db, client.id)).toBe(total + bonus);
    // The chain holds: each movement starts where the previous one ended.
    movements.forEach((m, i) => expect(m.balanceBefore).toBe(i === 0 ? 0 : movements[i - 1]!.balanceAfter));
    expect(await accountBalance()).toBe(before + total);
  });
});

describe('realtime news', () => {
  it('a decision tells the island’s sockets, not another island’s', async () => {
    const mine = await openAuthenticated(t.app, token);
    const theirs = await openAuthenticated(t.app, other.token);
    const { receipt } = await newReceipt();
    await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'notfound', reason: 'ASK_BA_OWNER' });
    expect(await mine.next()).toEqual({ channel: 'transactions', event: 'news' });
    await t.app.realtime.publish(other.island.id, 'notifications');
    expect(await theirs.next()).toEqual({ channel: 'transactions', event: 'notifications' });
    mine.ws.close();
    theirs.ws.close();
  });
});
