import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLAIM_LIMIT, QUEUE_MESSAGES as Q } from '@panel/domain/queue/queue-rules';
import type { ClaimAnswer } from '@panel/domain/checker/checker-view';
import type { ClaimView } from '@panel/domain/queue/queue-view';
import { RECEIPT_MESSAGES as M } from '@panel/domain/receipts/receipt-rules';
import { auditLog, bankAccounts, fundMovements, islands, receiptClaims, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createBank, createBankAccount, createReceipt } from '../../test/receipt-factory';

let t: TestApp;
let island: { id: number };
let staff: Awaited<ReturnType<typeof islandWithStaff>>['staff'];
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ island, staff } = await islandWithStaff(t.app, t.db));
  // Four eyes above $ 50.000, and on an edit that raises the amount above $ 20.000.
  await t.db
    .update(islands)
    .set({ fourEyesAbove: 50_000_00, fourEyesEditAbove: 20_000_00 })
    .where(eq(islands.id, island.id));
  const bank = await createBank(t.db, { tenantId: island.id });
  accountId = (await createBankAccount(t.db, { tenantId: island.id, bankId: bank.id })).id;
});
afterAll(() => t.close());

async function newReceipt(amount: number) {
  const client = await createPlayer(t.db, { tenantId: island.id });
  const receipt = await createReceipt(t.app, {
    tenantId: island.id,
    clientId: client.id,
    bankAccountId: accountId,
    amount,
  });
  return { clientId: client.id, id: receipt.id };
}
const deposits = (clientId: number) =>
  t.db
    .select()
    .from(fundMovements)
    .where(and(eq(fundMovements.clientId, clientId), eq(fundMovements.transactionType, 'DEPOSIT')));
const statusOf = async (id: number) =>
  (await t.db.select().from(receipts).where(eq(receipts.id, id)))[0]!.status;
const balance = async () =>
  (await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)))[0]!.amount;
const approve = (token: string, id: number) =>
  t.inject(token, 'POST', `/api/put/${id}`, { status: 'approve' });

describe('four eyes', () => {
  it('an approval above the limit waits for a second operator and moves no money; the second moves it once', async () => {
    const { clientId, id } = await newReceipt(60_000_00);
    const before = await balance();
    const first = await approve(staff[5].token, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: Q.awaitingConfirmation, id, status: 'pending' });
    expect(await statusOf(id)).toBe('pending');
    expect(await deposits(clientId)).toEqual([]);
    expect(await balance()).toBe(before);

    // Nobody confirms their own.
    const own = await approve(staff[5].token, id);
    expect([own.statusCode, own.json().message]).toEqual([422, Q.ownConfirmation]);
    // The queue does not hand it back to the one who asked, but does to another operator.
    expect((await t.inject(staff[5].token, 'POST', '/api/queue/claim')).statusCode).toBe(204);
    const claimed = (await t.inject(staff[4].token, 'POST', '/api/queue/claim')).json<ClaimAnswer>();
    expect(claimed).toMatchObject({
      id,
      confirmation: { requestedBy: staff[5].username, amount: 60_000, edited: false },
    });
    const claims = (await t.inject(staff[1].token, 'GET', '/api/queue/claims')).json<ClaimView[]>();
    expect(claims.find((c) => c.receiptId === id)).toMatchObject({ awaitingConfirmation: true });

    const confirm = await approve(staff[4].token, id);
    expect(confirm.json()).toEqual({ message: M.approved, id, status: 'approve' });
    expect((await deposits(clientId)).map((m) => m.amount)).toEqual([60_000_00]);
    expect(await balance()).toBe(before + 60_000_00);
    const again = await approve(staff[3].token, id);
    expect([again.statusCode, again.json().message]).toEqual([422, M.alreadyDecided]);
    expect(await deposits(clientId)).toHaveLength(1);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual(
      expect.arrayContaining([
        ['receipt.approve_requested', staff[5].id],
        ['receipt.approve_confirmed', staff[4].id],
        ['receipt.approve', staff[4].id],
      ]),
    );
  });

  it('an edit that raises a $10 receipt above the edit limit waits; the confirmation credits the typed amount', async () => {
    const { clientId, id } = await newReceipt(10_00);
    const edit = await t.inject(staff[5].token, 'POST', `/api/document/${id}`, { newamount: '25.000' });
    expect(edit.json()).toMatchObject({ message: Q.awaitingConfirmation, status: 'pending' });
    expect(await deposits(clientId)).toEqual([]);
    // A second edit while it waits is refused: confirm or reject.
    const second = await t.inject(staff[4].token, 'POST', `/api/document/${id}`, { newamount: 30_000 });
    expect([second.statusCode, second.json().message]).toEqual([409, Q.confirmationPending]);

    const confirm = await approve(staff[4].token, id);
    expect(confirm.json()).toMatchObject({ message: M.editedAndApproved, status: 'approve' });
    expect((await deposits(clientId)).map((m) => m.amount)).toEqual([25_000_00]);
  });

  it('below the limits, or an edit that lowers the amount, approves at once', async () => {
    const small = await newReceipt(40_000_00);
    expect((await approve(staff[5].token, small.id)).json().status).toBe('approve');
    const lowered = await newReceipt(45_000_00);
    const edit = await t.inject(staff[5].token, 'POST', `/api/document/${lowered.id}`, { newamount: 30_000 });
    expect(edit.json().status).toBe('approve');
    expect((await deposits(lowered.clientId)).map((m) => m.amount)).toEqual([30_000_00]);
  });

  it('a rejection by another operator ends the wait without moving money', async () => {
    const { clientId, id } = await newReceipt(70_000_00);
    await approve(staff[5].token, id);
    const reject = await t.inject(staff[4].token, 'POST', `/api/put/${id}`, {
      status: 'rejected',
      reason: 'AMOUNT_NOT_MATCH',
    });
    expect(reject.json().status).toBe('rejected');
    expect(await deposits(clientId)).toEqual([]);
    expect(await t.db.select().from(receiptClaims).where(eq(receiptClaims.receiptId, id))).toEqual([]);
  });
});

describe('four-eyes limits of an island', () => {
  it('rol 1 reads and saves them in pesos (null = off); bad amounts answer the Spanish message', async () => {
    const url = `/api/tenants/${island.id}/four-eyes`;
    const saved = await t.inject(staff[1].token, 'POST', url, {
      fourEyesAbove: 150_000.5,
      fourEyesEditAbove: null,
    });
    expect(saved.json()).toEqual({
      fourEyesAbove: 150_000.5,
      fourEyesEditAbove: null,
      claimLimit: CLAIM_LIMIT.default,
      message: Q.fourEyesSaved,
    });
    expect((await t.inject(staff[1].token, 'GET', url)).json()).toEqual({
      fourEyesAbove: 150_000.5,
      fourEyesEditAbove: null,
      claimLimit: CLAIM_LIMIT.default,
    });
    const [row] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    expect([row!.fourEyesAbove, row!.fourEyesEditAbove]).toEqual([150_000_50, null]);
    for (const bad of [0, -5, 1.234, 200_000_000]) {
      const refused = await t.inject(staff[1].token, 'POST', url, { fourEyesAbove: bad });
      expect([refused.statusCode, refused.json().message]).toEqual([400, Q.fourEyesInvalid]);
    }
    expect((await t.inject(staff[1].token, 'GET', '/api/tenants/99999999/four-eyes')).statusCode).toBe(404);
  });
});
