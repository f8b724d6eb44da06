import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { auditLog, bankAccounts, clientTransactions, fundMovements, receipts } from '../../src/db/schema';
import { hashAccessKey } from '../../src/security/access-keys';
import { BAD_KEYS_PER_MINUTE } from '../../src/http/machine-keys';
import { SIGNIN_ATTEMPTS_PER_MINUTE } from '../../src/auth/auth-routes';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { createIsland, createUser, TEST_PASSWORD } from '../factories';
import { createPlayer } from '../client-factory';
import { createBank, createBankAccount, createGatewayBot, handInForm } from '../receipt-factory';
import { onPostgres, signIn, startTwoInstances, type Instance, type Instances } from './instances';
import { decideNext, type QueueCalls } from './next-receipt';
import { realtimeSocket } from './realtime-socket';

/**
 * Two server processes on one PostgreSQL (docs/deploy.md, "Several instances"): what one does,
 * the other's operators see live, no receipt is decided or credited twice, and the rate limits
 * count once for both.
 */
describe.skipIf(!onPostgres)('two instances on one database (PostgreSQL only: PGlite is one process)', () => {
  let two: Instances;
  let tenantId: number;
  let intakeKey: string;
  let botKey: string;
  const operators: string[] = [];

  beforeAll(async () => {
    two = await startTwoInstances();
    intakeKey = `intake_multi_${Date.now()}`;
    const island = await createIsland(two.db, { prefix: 'mi', intakeKeyHash: hashAccessKey(intakeKey) });
    tenantId = island.id;
    ({ key: botKey } = await createGatewayBot(two.db, tenantId));
    for (const [i, target] of [two.a, two.b].entries()) {
      const user = await createUser(two.db, { tenantId, rol: 5, username: `operador_${i}` });
      operators.push(await signIn(target, user.username, TEST_PASSWORD));
    }
  }, 120_000);
  afterAll(() => two?.close());

  const as = (target: Instance, token: string): QueueCalls => ({
    call: (method, url, body) => target.call(method, url, { token, body }),
  });

  /** A bank notice from Ana Pérez, posted to instance A with the island's key. */
  async function noticeOnA(notice: { date: string; amount: number; account: string }) {
    const intake = await two.a.call('POST', '/api/notifications/intake', {
      headers: { 'x-intake-key': intakeKey },
      body: { ...notice, bank: 'Banco Nación', from: 'Ana Pérez' },
    });
    expect(intake.status, await intake.clone().text()).toBe(201);
  }

  async function pendingReceipts(n: number, amount = 1_000_00) {
    const bank = await createBank(two.db, { tenantId });
    const account = await createBankAccount(two.db, { tenantId, bankId: bank.id });
    const created = [];
    for (let i = 0; i < n; i++) {
      const player = await createPlayer(two.db, { tenantId });
      const [row] = await two.db
        .insert(receipts)
        .values({
          tenantId,
          clientId: player.id,
          bankAccountId: account.id,
          fileKey: `receipts/multi/${i}.png`,
          fileType: 'png',
          amount,
        })
        .returning();
      created.push(row!);
    }
    return created;
  }

  it("a decision on one instance reaches the other instance's screens live", async () => {
    const [receipt] = await pendingReceipts(1);
    const onB = await realtimeSocket(two.b.base, operators[1]!);
    const news = onB.next('news');
    const put = await two.a.call('POST', `/api/put/${receipt!.id}`, {
      token: operators[0],
      body: { status: 'approve' },
    });
    expect(put.status).toBe(200);
    await news;
    onB.close();
    const pending = (await (
      await two.b.call('GET', '/api/pendingids', { token: operators[1] })
    ).json()) as number[];
    expect(pending).not.toContain(receipt!.id);
  });

  it('a bank notice arriving on one instance shows on the other', async () => {
    const admin = await createUser(two.db, { tenantId, rol: 1 });
    const adminToken = await signIn(two.b, admin.username, TEST_PASSWORD);
    const onB = await realtimeSocket(two.b.base, adminToken);
    const arrived = onB.next('notifications');
    await noticeOnA({ date: '2026-11-22T10:00:00-03:00', amount: 1500.5, account: 'x' });
    await arrived;
    onB.close();
    const list = (await (await two.b.call('GET', '/api/notifications', { token: adminToken })).json()) as {
      from: string;
      amount: number;
    }[];
    expect(list[0]).toMatchObject({ from: 'Ana Pérez', amount: 1500.5 });
  });

  it('a notice arriving on one instance brings a deferred receipt back to the queue of the other', async () => {
    const [receipt] = await pendingReceipts(1, 3_210_00);
    const [account] = await two.db
      .select({ number: bankAccounts.number })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, receipt!.bankAccountId!));
    const deferred = await two.b.call('POST', `/api/put/${receipt!.id}`, {
      token: operators[1],
      body: { status: 'notfound', reason: 'NOT_FOUND' },
    });
    expect(deferred.status).toBe(200);
    await noticeOnA({ date: new Date().toISOString(), amount: 3210, account: account!.number });
    const pendingOnB = async () =>
      (await (await two.b.call('GET', '/api/pendingids', { token: operators[1] })).json()) as number[];
    await expect.poll(pendingOnB, { timeout: 10_000 }).toContain(receipt!.id);
  });

  it('a receipt a bot hands in on one instance opens on the other (one bucket for both)', async () => {
    const { png, ...body } = handInForm('+54 9 11 3333-9876', 3000);
    const handedIn = await fetch(`${two.a.base}/api/gateway/receipts`, {
      method: 'POST',
      headers: { ...body.headers, 'x-bot-key': botKey },
      body: body.payload,
    });
    expect(handedIn.status).toBe(201);
    const { id } = (await handedIn.json()) as { id: number };
    const view = (await (
      await two.b.call('GET', `/api/get/${id}`, { token: operators[1] })
    ).json()) as ReceiptView;
    const file = await fetch(`${two.b.base}${view.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('operators on different instances never decide or credit the same receipt twice', async () => {
    const created = await pendingReceipts(12, 500_00);
    const ids = created.map((r) => r.id);
    const queued = (await (
      await two.a.call('GET', '/api/pendingids', { token: operators[0] })
    ).json()) as number[];
    let decided = 0;
    // Both operators work the same queue at once, one through each instance, until it is empty.
    await Promise.all(
      [two.a, two.b].map(async (target, operator) => {
        const queue = as(target, operators[operator]!);
        // Every claim is this operator's alone: a decision refused as someone else's would throw.
        while ((await decideNext(queue, { status: 'approve' })) === 'decided') decided++;
      }),
    );
    expect(decided).toBe(queued.length); // each pending receipt once, ours and any left before
    const [decisions] = await two.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), inArray(auditLog.entityId, ids)));
    expect(decisions!.n).toBe(12);
    const [histories] = await two.db
      .select({ n: count() })
      .from(clientTransactions)
      .where(inArray(clientTransactions.receiptId, ids));
    expect(histories!.n).toBe(12);
    const deposits = await two.db
      .select({ clientId: fundMovements.clientId, n: count() })
      .from(fundMovements)
      .where(
        and(
          eq(fundMovements.transactionType, 'DEPOSIT'),
          inArray(
            fundMovements.clientId,
            created.map((r) => r.clientId),
          ),
        ),
      )
      .groupBy(fundMovements.clientId);
    expect(deposits.map((d) => d.n)).toEqual(Array(12).fill(1));
  });

  describe('rate limits counted in Redis, shared by both', () => {
    it('ten wrong passwords spread over both instances lock the username on both', async () => {
      const user = await createUser(two.db, { tenantId, rol: 5 });
      const attempt = (target: Instance) =>
        target.call('POST', '/api/auth/signin', {
          body: { username: user.username, password: 'equivocada-1' },
        });
      for (let i = 0; i < SIGNIN_ATTEMPTS_PER_MINUTE; i++)
        expect((await attempt(i % 2 ? two.b : two.a)).status).toBe(401);
      for (const target of [two.a, two.b]) {
        const refused = await attempt(target);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { message: string }).message).toBe(LOGIN_MESSAGES.tooManyAttempts);
      }
    });

    it('wrong machine keys spread over both instances make the address wait on both', async () => {
      const wrong = (target: Instance) =>
        target.call('GET', '/api/gateway/island', { headers: { 'x-bot-key': 'bot_que_no_existe' } });
      for (let i = 0; i < BAD_KEYS_PER_MINUTE; i++)
        expect((await wrong(i % 2 ? two.b : two.a)).status).toBe(401);
      for (const target of [two.a, two.b]) {
        const refused = await wrong(target);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });
});
