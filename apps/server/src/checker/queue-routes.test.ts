import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { QUEUE_MESSAGES as Q } from '@panel/domain/queue/queue-rules';
import type { ClaimAnswer } from '@panel/domain/checker/checker-view';
import type { ClaimView, QueueStatus } from '@panel/domain/queue/queue-view';
import { RECEIPT_MESSAGES as M } from '@panel/domain/receipts/receipt-rules';
import { receiptClaims, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { issueToken } from '../security/token';
import { createIsland, createUser, islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

let t: TestApp;
let island: { id: number };
let staff: Awaited<ReturnType<typeof islandWithStaff>>['staff'];

beforeAll(async () => {
  t = await startTestApp();
  ({ island, staff } = await islandWithStaff(t.app, t.db));
});
afterAll(() => t.close());

async function pendingReceipts(count: number, tenantId = island.id) {
  const client = await createPlayer(t.db, { tenantId });
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await createReceipt(t.app, { tenantId, clientId: client.id, amount: 1_000_00 + i })).id);
  return ids;
}

const claim = (token: string) => t.inject(token, 'POST', '/api/queue/claim');
const claimedId = async (token: string) => {
  const response = await claim(token);
  return response.statusCode === 204 ? null : response.json<ClaimAnswer>().id;
};
/** Frees every claim and decides every pending receipt of the island, so each test starts empty. */
async function emptyQueue(tenantId = island.id) {
  await t.db.delete(receiptClaims).where(eq(receiptClaims.tenantId, tenantId));
  await t.db.update(receipts).set({ status: 'rejected' }).where(eq(receipts.tenantId, tenantId));
}

describe('POST /api/queue/claim', () => {
  it('hands out the oldest free receipt as GET /api/get/{id} shows it, with the lease; 204 when none is free', async () => {
    await emptyQueue();
    const [first, second] = await pendingReceipts(2);
    const response = await claim(staff[5].token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ClaimAnswer>();
    const read = (await t.inject(staff[5].token, 'GET', `/api/get/${first}`)).json<ClaimAnswer>();
    expect(answer).toMatchObject({ ...read, url: expect.any(String), confirmation: null });
    const lease = Date.parse(answer.leaseExpiresAt) - Date.now();
    expect(lease).toBeGreaterThan(30_000);
    expect(lease).toBeLessThanOrEqual(61_000);

    expect(await claimedId(staff[4].token)).toBe(second);
    const none = await claim(staff[3].token);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('50 operators claiming at once hold 50 different receipts, and none is lost', async () => {
    await emptyQueue();
    const receiptIds = await pendingReceipts(60);
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(t.db, { tenantId: island.id, rol: i % 2 ? 5 : 4 })),
    );
    // Tokens issued directly: fifty sign-ins (scrypt) would measure the machine, not the claims.
    const tokens = users.map((user) => issueToken(user, t.app.appConfig.jwtSecret));
    const claimed = await Promise.all(tokens.map(claimedId));
    expect(claimed.every((id) => id !== null)).toBe(true);
    expect(new Set(claimed).size).toBe(50);
    // The oldest 50 went out; the other 10 are still free, and are handed out next.
    expect([...claimed].sort((a, b) => a! - b!)).toEqual(receiptIds.slice(0, 50));
    const rest = await Promise.all(tokens.slice(0, 12).map(claimedId));
    expect(rest.filter((id) => id !== null).sort((a, b) => a! - b!)).toEqual(receiptIds.slice(50));
    const rows = await t.db.select().from(receiptClaims).where(eq(receiptClaims.tenantId, island.id));
    expect(rows).toHaveLength(60);
  }, 120_000);

  it('a lease that ran out frees the receipt for the next operator', async () => {
    await emptyQueue();
    const [id] = await pendingReceipts(1);
    expect(await claimedId(staff[5].token)).toBe(id);
    expect((await claim(staff[4].token)).statusCode).toBe(204);
    await t.db
      .update(receiptClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(receiptClaims.receiptId, id!));
    expect(await claimedId(staff[4].token)).toBe(id);
    // The first operator's renewal now finds it taken.
    const renew = await t.inject(staff[5].token, 'POST', `/api/queue/${id}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toBe(Q.heldByOther);
  });

  it('never hands out another island’s receipts', async () => {
    await emptyQueue();
    const other = await createIsland(t.db);
    await pendingReceipts(1, other.id);
    expect((await claim(staff[5].token)).statusCode).toBe(204);
  });
});

describe('renew and release', () => {
  it('renewing extends the caller’s lease; releasing gives the receipt back to the queue', async () => {
    await emptyQueue();
    const [id] = await pendingReceipts(1);
    expect(await claimedId(staff[5].token)).toBe(id);
    await t.db
      .update(receiptClaims)
      .set({ expiresAt: sql`now() + interval '5 seconds'` })
      .where(eq(receiptClaims.receiptId, id!));
    const renew = await t.inject(staff[5].token, 'POST', `/api/queue/${id}/renew`);
    expect(renew.statusCode).toBe(200);
    expect(Date.parse(renew.json().leaseExpiresAt) - Date.now()).toBeGreaterThan(30_000);

    // Someone else's release changes nothing; the holder's own does.
    expect((await t.inject(staff[4].token, 'POST', `/api/queue/${id}/release`)).statusCode).toBe(204);
    expect((await claim(staff[4].token)).statusCode).toBe(204);
    expect((await t.inject(staff[5].token, 'POST', `/api/queue/${id}/release`)).statusCode).toBe(204);
    expect(await claimedId(staff[4].token)).toBe(id);
  });

  it('renewing a decided receipt answers 409, a missing one 404', async () => {
    await emptyQueue();
    const [id] = await pendingReceipts(1);
    expect(await claimedId(staff[5].token)).toBe(id);
    await t.inject(staff[5].token, 'POST', `/api/put/${id}`, { status: 'rejected', reason: 'FAKE_IMAGE' });
    const decided = await t.inject(staff[5].token, 'POST', `/api/queue/${id}/renew`);
    expect([decided.statusCode, decided.json().message]).toEqual([409, M.alreadyDecided]);
    const missing = await t.inject(staff[5].token, 'POST', '/api/queue/99999999/renew');
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.notFound]);
  });
});

describe('decisions and claims', () => {
  it('a decision on a receipt another operator holds is refused and moves nothing; the holder decides', async () => {
    await emptyQueue();
    const [id] = await pendingReceipts(1);
    expect(await claimedId(staff[5].token)).toBe(id);
    for (const [url, body] of [
      [`/api/put/${id}`, { status: 'approve' }],
      [`/api/document/${id}`, { newamount: 5 }],
    ] as const) {
      const refused = await t.inject(staff[4].token, 'POST', url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(Q.heldByOther);
    }
    const [row] = await t.db.select().from(receipts).where(eq(receipts.id, id!));
    expect(row!.status).toBe('pending');

    const decided = await t.inject(staff[5].token, 'POST', `/api/put/${id}`, {
      status: 'rejected',
      reason: 'FAKE_IMAGE',
    });
    expect(decided.statusCode).toBe(200);
    // The decision ended the claim in its transaction.
    expect(await t.db.select().from(receiptClaims).where(eq(receiptClaims.receiptId, id!))).toEqual([]);
  });

  it('a receipt nobody holds, or whose lease ran out, is decided by whoever decides it', async () => {
    await emptyQueue();
    const [free, expired] = await pendingReceipts(2);
    const first = await t.inject(staff[4].token, 'POST', `/api/put/${free}`, {
      status: 'notfound',
      reason: 'NOT_FOUND',
    });
    expect(first.statusCode).toBe(200);
    expect(await claimedId(staff[5].token)).toBe(expired);
    await t.db
      .update(receiptClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(receiptClaims.receiptId, expired!));
    const second = await t.inject(staff[4].token, 'POST', `/api/put/${expired}`, {
      status: 'notfound',
      reason: 'NOT_FOUND',
    });
    expect(second.statusCode).toBe(200);
  });
});

describe('who reviews what', () => {
  it('lists the island’s live claims with who holds them; rol 1 releases one', async () => {
    await emptyQueue();
    const [held, other] = await pendingReceipts(3);
    expect(await claimedId(staff[5].token)).toBe(held);
    expect(await claimedId(staff[4].token)).toBe(other);

    const status = (await t.inject(staff[5].token, 'GET', '/api/queue/status')).json<QueueStatus>();
    expect(status).toEqual({ waiting: 1, reviewing: 1 });

    const list = (await t.inject(staff[2].token, 'GET', '/api/queue/claims')).json<ClaimView[]>();
    expect(list.map((c) => [c.receiptId, c.username])).toEqual([
      [held, staff[5].username],
      [other, staff[4].username],
    ]);
    expect(list[0]).toMatchObject({ amount: 1000, awaitingConfirmation: false });

    const release = await t.inject(staff[1].token, 'DELETE', `/api/queue/claims/${held}`);
    expect(release.statusCode).toBe(200);
    expect(release.json().message).toBe(Q.released);
    expect(await claimedId(staff[3].token)).toBe(held);
    const again = await t.inject(staff[1].token, 'DELETE', '/api/queue/claims/99999999');
    expect([again.statusCode, again.json().message]).toEqual([404, Q.claimNotFound]);
  });

  it('another island’s claims are neither listed nor released', async () => {
    await emptyQueue();
    const [id] = await pendingReceipts(1);
    expect(await claimedId(staff[5].token)).toBe(id);
    const theirs = await islandWithStaff(t.app, t.db);
    expect((await t.inject(theirs.staff[1].token, 'GET', '/api/queue/claims')).json()).toEqual([]);
    const release = await t.inject(theirs.staff[1].token, 'DELETE', `/api/queue/claims/${id}`);
    expect(release.statusCode).toBe(404);
  });
});
