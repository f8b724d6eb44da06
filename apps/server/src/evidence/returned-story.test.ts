import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createGatewayBot, createReceiptTo, createWallet } from '../../test/receipt-factory';
import { returnOverdueDeferred } from './deferred-return';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An island of its own: an account, a bot and an operator. */
async function freshIsland() {
  const island = await createIsland(t.db, { deferredReturnMinutes: 15 });
  const account = await createWallet(t.db, { tenantId: island.id });
  const { key: botKey } = await createGatewayBot(t.db, island.id);
  const operator = await tokenFor(t.app, (await createUser(t.db, { tenantId: island.id, rol: 5 })).username);
  const receipt = (amount: number) => createReceiptTo(t.app, account, { amount });
  return { island, botKey, operator, receipt };
}

const read = async (token: string, id: number) => {
  const answer = await t.inject(token, 'GET', `/api/get/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<ReceiptView>();
};

describe('GET /api/get/{id} returned: a receipt back from Pospuestos tells its story', () => {
  it('a receipt never deferred has none', async () => {
    const i = await freshIsland();
    const r = await i.receipt(1_000_00);
    expect((await read(i.operator, r.id)).returned).toBeNull();
  });

  it('back after the island’s delay: when it was deferred, why, and what brought it back', async () => {
    const i = await freshIsland();
    const r = await i.receipt(1_234_00);
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason: 'NOT_FOUND' });
    // Deferred 74 days ago: the story keeps that date although 'Pendiente hace' restarts.
    const deferredAt = new Date(Date.now() - 74 * 86_400_000);
    await t.db.update(receipts).set({ decidedAt: deferredAt }).where(eq(receipts.id, r.id));
    await returnOverdueDeferred(t.db);
    const view = await read(i.operator, r.id);
    expect(view.status).toBe('pending');
    expect(view.returned).toMatchObject({ reason: 'NOT_FOUND', cause: 'delay', holderName: null });
    expect(new Date(view.returned!.deferredAt).getTime()).toBe(deferredAt.getTime());
    expect(Date.now() - new Date(view.returned!.returnedAt).getTime()).toBeLessThan(60_000);
    // The team queue's claim answers the receipt as GET does, story included.
    const claimed = await t.inject(i.operator, 'POST', '/api/queue/claim');
    expect(claimed.json<ReceiptView>()).toMatchObject({ id: r.id, returned: { cause: 'delay' } });
  });

  it('back with the holder name the bot sent; once decided the story is no longer given', async () => {
    const i = await freshIsland();
    const r = await i.receipt(700_00);
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason: 'ASK_BA_OWNER' });
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/gateway/receipts/${r.id}/holder`,
      headers: { 'x-bot-key': i.botKey },
      payload: { name: 'Laura Gómez' },
    });
    expect(handed.statusCode).toBe(200);
    expect((await read(i.operator, r.id)).returned).toMatchObject({
      reason: 'ASK_BA_OWNER',
      cause: 'holder',
      holderName: 'Laura Gómez',
    });
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'rejected', reason: 'FAKE_IMAGE' });
    expect((await read(i.operator, r.id)).returned).toBeNull();
    // Deferred again and back again: the latest return is the one told.
    await t.db
      .update(receipts)
      .set({ status: 'notfound', reason: 'NOT_FOUND', decidedAt: sql`now() - interval '1 day'` })
      .where(eq(receipts.id, r.id));
    await returnOverdueDeferred(t.db);
    expect((await read(i.operator, r.id)).returned).toMatchObject({ reason: 'NOT_FOUND', cause: 'delay' });
  });
});
