import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DeferredDetailView } from '@panel/domain/evidence/evidence-view';
import { EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { auditLog, clientTransactions, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';
import { returnOverdueDeferred } from './deferred-return';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An island with its staff and a player whose receipts the tests create. */
async function island() {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const player = await createPlayer(t.db, { tenantId: island.id, name: 'Ana Pérez' });
  const receipt = (amount: number, extra: Partial<typeof receipts.$inferInsert> = {}) =>
    createReceipt(t.app, { tenantId: island.id, clientId: player.id, amount, ...extra });
  /** A receipt the operator defers through the spec's call, `minutesAgo` back. */
  const deferred = async (amount: number, reason = 'NOT_FOUND', minutesAgo = 0, extra = {}) => {
    const r = await receipt(amount, extra);
    const put = await t.inject(staff[5].token, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason });
    expect(put.statusCode).toBe(200);
    if (minutesAgo)
      await t.db
        .update(receipts)
        .set({ decidedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(receipts.id, r.id));
    return r;
  };
  return { island, staff, player, receipt, deferred };
}

const claim = async (token: string) => {
  const res = await t.inject(token, 'POST', '/api/queue/claim');
  return res.statusCode === 204 ? null : res.json<{ id: number }>().id;
};

describe('Pospuestos: open a deferred receipt', () => {
  it('shows its file link, amount, player, reason, since when, who deferred it and the holder name received', async () => {
    const i = await island();
    const r = await i.deferred(1500_50, 'ASK_BA_OWNER', 0, { ocrData: { titular: 'Juana Gómez' } });
    const res = await t.inject(i.staff[3].token, 'GET', `/api/deferred/${r.id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json<DeferredDetailView>();
    expect(view).toMatchObject({
      id: r.id,
      amount: 1500.5,
      reason: 'ASK_BA_OWNER',
      player: { id: i.player.id },
      holderName: 'Juana Gómez',
      deferredBy: i.staff[5].username,
      fileType: 'png',
    });
    expect(view.url).toMatch(/^\/api\/files\//);
    // The link opens the file for the browser, as /checker's does.
    expect((await t.app.inject({ method: 'GET', url: view.url })).statusCode).toBe(200);
  });

  it('a receipt of another island, or one no longer deferred, is 404', async () => {
    const i = await island();
    const other = await island();
    const r = await i.deferred(100_00);
    const pending = await i.receipt(100_00);
    expect((await t.inject(other.staff[5].token, 'GET', `/api/deferred/${r.id}`)).json()).toEqual({
      message: M.receiptNotFound,
    });
    expect((await t.inject(i.staff[5].token, 'GET', `/api/deferred/${pending.id}`)).statusCode).toBe(404);
  });
});

describe('Pospuestos: bring back to the queue', () => {
  it('pending again, behind the receipts already waiting, its deferral undone and audited with the operator', async () => {
    const i = await island();
    const old = await i.deferred(700_00, 'NOT_FOUND', 60 * 24 * 74);
    const live = await i.receipt(800_00);
    const res = await t.inject(i.staff[4].token, 'POST', `/api/deferred/${old.id}/return`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.returnedByHand, id: old.id, status: 'pending' });
    // Gone from 'Pospuestos', back in /api/pendingids; the live deposit is handed out first.
    expect((await t.inject(i.staff[5].token, 'GET', '/api/deferred')).json()).toEqual([]);
    expect(await claim(i.staff[5].token)).toBe(live.id);
    expect(await claim(i.staff[5].token)).toBe(old.id);
    // The deferral's not-charged history row is gone (the next decision writes its own).
    const history = await t.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.receiptId, old.id));
    expect(history).toEqual([]);
    const [audit] = await auditRowsOf(t.db, 'receipt.return', old.id);
    expect(audit).toMatchObject({ actorUserId: i.staff[4].id, after: { status: 'pending', cause: 'hand' } });
    // /checker tells the operator a person brought it back.
    const view = await t.inject(i.staff[5].token, 'GET', `/api/get/${old.id}`);
    expect(view.json()).toMatchObject({
      status: 'pending',
      returned: { cause: 'hand', reason: 'NOT_FOUND' },
    });
  });

  it('a receipt not deferred (decided, or brought back already) is 422 and nothing moves', async () => {
    const i = await island();
    const r = await i.deferred(100_00);
    expect((await t.inject(i.staff[5].token, 'POST', `/api/deferred/${r.id}/return`)).statusCode).toBe(200);
    const again = await t.inject(i.staff[1].token, 'POST', `/api/deferred/${r.id}/return`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: M.notDeferred });
    const other = await island();
    expect((await t.inject(other.staff[5].token, 'POST', `/api/deferred/${r.id}/return`)).statusCode).toBe(
      404,
    );
  });
});

describe('Pospuestos: reject', () => {
  it('rejects with a reason in one decision: the spec’s answer, history row, audit with the operator', async () => {
    const i = await island();
    const r = await i.deferred(1500_50);
    const res = await t.inject(i.staff[2].token, 'POST', `/api/deferred/${r.id}/reject`, {
      reason: 'FAKE_IMAGE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECEIPT_MESSAGES.rejected, id: r.id, status: 'rejected' });
    const [row] = await t.db.select().from(receipts).where(eq(receipts.id, r.id));
    expect(row).toMatchObject({ status: 'rejected', reason: 'FAKE_IMAGE', decidedBy: i.staff[2].id });
    const history = await t.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.receiptId, r.id));
    expect(history.map((h) => [h.amount, h.charged])).toEqual([[1500_50, false]]);
    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityId, r.id))
      .orderBy(auditLog.id);
    expect(actions.slice(-2)).toEqual([
      { action: 'receipt.return', actor: i.staff[2].id },
      { action: 'receipt.reject', actor: i.staff[2].id },
    ]);
    expect((await t.inject(i.staff[5].token, 'GET', '/api/deferred')).json()).toEqual([]);
    expect(await claim(i.staff[5].token)).toBeNull();
  });

  it('needs a reject reason of the spec (400) and a receipt still deferred (422); nothing moves', async () => {
    const i = await island();
    const r = await i.deferred(100_00);
    for (const body of [{}, { reason: 'NOT_FOUND' }]) {
      const res = await t.inject(i.staff[5].token, 'POST', `/api/deferred/${r.id}/reject`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RECEIPT_MESSAGES.rejectReasonRequired });
    }
    const [still] = await t.db.select().from(receipts).where(eq(receipts.id, r.id));
    expect(still).toMatchObject({ status: 'notfound', reason: 'NOT_FOUND' });
    const decided = await i.receipt(100_00);
    await t.inject(i.staff[5].token, 'POST', `/api/put/${decided.id}`, { status: 'approve' });
    const late = await t.inject(i.staff[5].token, 'POST', `/api/deferred/${decided.id}/reject`, {
      reason: 'FAKE_IMAGE',
    });
    expect(late.statusCode).toBe(422);
    expect((await t.db.select().from(receipts).where(eq(receipts.id, decided.id)))[0]!.status).toBe(
      'approve',
    );
  });
});

describe('the return delay: a preview, then behind the live receipts', () => {
  it('says how many receipts a shorter delay would bring back before it is saved', async () => {
    const i = await island();
    await i.deferred(100_00, 'NOT_FOUND', 60 * 24 * 3);
    await i.deferred(200_00, 'NOT_FOUND', 90);
    await i.deferred(300_00, 'NOT_FOUND', 5);
    await i.deferred(400_00, 'ASK_BA_OWNER', 60 * 24 * 3); // waits for the holder, not the delay
    const preview = (minutes: number) =>
      t.inject(
        i.staff[1].token,
        'GET',
        `/api/tenants/${i.island.id}/evidence/preview?deferredReturnMinutes=${minutes}`,
      );
    expect((await preview(60)).json()).toEqual({ wouldReturn: 2 });
    expect((await preview(60 * 24)).json()).toEqual({ wouldReturn: 1 });
    expect((await preview(1)).json()).toEqual({ wouldReturn: 3 });
    expect((await preview(0)).statusCode).toBe(400);
    expect(
      (
        await t.inject(
          i.staff[1].token,
          'GET',
          '/api/tenants/999999/evidence/preview?deferredReturnMinutes=5',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('receipts the delay brings back wait behind the deposits already waiting', async () => {
    const i = await island();
    const old1 = await i.deferred(100_00, 'NOT_FOUND', 600);
    const old2 = await i.deferred(200_00, 'NOT_FOUND', 500);
    const live1 = await i.receipt(300_00);
    const live2 = await i.receipt(400_00);
    await t.inject(i.staff[1].token, 'PUT', `/api/tenants/${i.island.id}/evidence`, {
      autoApprove: false,
      deferredReturnMinutes: 60,
    });
    await returnOverdueDeferred(t.db);
    const order = [];
    for (let n = 0; n < 4; n++) order.push(await claim(n < 2 ? i.staff[5].token : i.staff[4].token));
    expect(order).toEqual([live1.id, live2.id, old1.id, old2.id]);
  });
});
