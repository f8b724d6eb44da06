import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import type { AutoApprovalView, DeferredReceiptView } from '@panel/domain/evidence/evidence-view';
import { EVIDENCE_MESSAGES } from '@panel/domain/evidence/texts';
import { addDays, businessDay } from '@panel/domain/date-range';
import type { TransactionsAnswer } from '@panel/domain/dashboard/dashboard-stats';
import { auditLog, clientTransactions, islands, notifications, receipts } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import {
  createGatewayBot,
  createReceiptTo,
  createWallet,
  handIn,
  multipartBody,
} from '../../test/receipt-factory';
import { hashAccessKey } from '../security/access-keys';
import { renderReceiptPng } from '../seed/receipt-image';
import { returnOverdueDeferred } from './deferred-return';
import { auditRowsOf } from '../../test/audit-rows';

const t = useTestApp();

let keyCount = 0;
/** An island of its own per test: an intake key, a bot key, an account, an operator and a supervisor. */
async function freshIsland(values: Partial<typeof islands.$inferInsert> = {}) {
  const intakeKey = `intake_evidence_${++keyCount}_${Date.now()}`;
  const island = await createIsland(t.db, { intakeKeyHash: hashAccessKey(intakeKey), ...values });
  const account = await createWallet(t.db, { tenantId: island.id });
  const other = await createWallet(t.db, { tenantId: island.id });
  const { key: botKey } = await createGatewayBot(t.db, island.id);
  const operator = await tokenFor(t.app, (await createUser(t.db, { tenantId: island.id, rol: 5 })).username);
  const operator2 = await tokenFor(t.app, (await createUser(t.db, { tenantId: island.id, rol: 5 })).username);
  const supervisor = await tokenFor(
    t.app,
    (await createUser(t.db, { tenantId: island.id, rol: 2 })).username,
  );
  const intake = (notice: { amount: number; from?: string; account?: string; date?: Date }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/intake',
      headers: { 'x-intake-key': intakeKey },
      payload: {
        date: (notice.date ?? new Date()).toISOString(),
        bank: 'Banco Nación',
        from: notice.from ?? 'Ana Pérez',
        amount: notice.amount,
        account: notice.account ?? account.number,
      },
    });
  const upload = (bytes: Buffer, fields: Record<string, string>, type = 'image/png') => {
    const body = multipartBody(
      { phone: '1155550001', bankAccountId: String(account.id), ...fields },
      { bytes, filename: 'c', contentType: type },
    );
    return handIn(t.app, botKey, body);
  };
  const receipt = (amount: number, extra: Partial<typeof receipts.$inferInsert> = {}) =>
    createReceiptTo(t.app, account, { amount, ...extra });
  return { island, account, other, botKey, operator, operator2, supervisor, intake, upload, receipt };
}

/** A drawn receipt's PNG: `pesos` from `sender` at `bankName`, operation `reference`. */
const drawnReceipt = (
  pesos: number,
  bankName: string,
  sender: string,
  reference: string,
  date = new Date(),
) => renderReceiptPng({ amountCentavos: pesos * 100, bankName, sender, date, reference });

const read = (token: string, id: number) => t.inject(token, 'GET', `/api/get/${id}`);
const statusOf = async (id: number) => (await t.db.select().from(receipts).where(eq(receipts.id, id)))[0]!;
const noticeRow = async (id: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/**
 * The island's Transacciones card (from the dashboard summaries) over the days around now, as its
 * supervisor reads it: the island's receipts, all uploaded by the test.
 */
const receiptsCard = async (i: { supervisor: string }) => {
  const today = businessDay(new Date());
  const answer = await t.inject(i.supervisor, 'POST', '/api/dashboard/trans', {
    value: [addDays(today, -1), addDays(today, 1)],
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<TransactionsAnswer>().data;
};
const deferredOne = { total: 1, pendientes: 0, pospuestos: 1 };
const pendingOne = { total: 1, pendientes: 1, pospuestos: 0 };

describe('matches on GET /api/get/{id}', () => {
  it('lists the island’s notices best first, with what agrees and what differs', async () => {
    const i = await freshIsland();
    const r = await i.receipt(1_500_50, { ocrData: { titular: 'Ana Maria Pérez' } });
    const exact = (await i.intake({ amount: 1500.5, date: minutesAgo(10), from: 'ANA PEREZ' })).json().id;
    const otherAccount = (
      await i.intake({ amount: 1500.5, date: minutesAgo(5), account: i.other.number })
    ).json().id;
    const otherAmount = (await i.intake({ amount: 1500, date: minutesAgo(1), from: 'Juan Díaz' })).json().id;
    await i.intake({ amount: 1500.5, date: minutesAgo(60 * 24) }); // outside the window: not listed

    const view = (await read(i.operator, r.id)).json<ReceiptView>();
    expect(view.matches!.map((m) => m.id)).toEqual([exact, otherAccount, otherAmount]);
    const [best, second, third] = view.matches!;
    expect(best).toMatchObject({
      amount: 1500.5,
      from: 'ANA PEREZ',
      receiptId: null,
      holderName: 'Ana Maria Pérez',
      facts: {
        amount: 'agrees',
        account: 'agrees',
        sender: 'agrees',
        minutes: 10,
        inWindow: true,
        strong: true,
      },
    });
    expect(best!.facts.score).toBeGreaterThan(second!.facts.score);
    expect(second!.facts).toMatchObject({ amount: 'agrees', account: 'differs', strong: false });
    expect(third!.facts).toMatchObject({
      amount: 'differs',
      account: 'agrees',
      sender: 'differs',
      strong: false,
    });
  });

  it('another island’s notices are never shown', async () => {
    const mine = await freshIsland();
    const theirs = await freshIsland();
    const r = await mine.receipt(2_000_00);
    await theirs.intake({ amount: 2000, account: theirs.account.number });
    expect((await read(mine.operator, r.id)).json<ReceiptView>().matches).toEqual([]);
  });
});

describe('a notice confirms one receipt', () => {
  it('racing approvals of two receipts with one notice: one credits, the other gets 409 and stays pending', async () => {
    const i = await freshIsland();
    const a = await i.receipt(3_000_00);
    const b = await i.receipt(3_000_00);
    const notice = (await i.intake({ amount: 3000 })).json().id as number;
    const [ra, rb] = await Promise.all([
      t.inject(i.operator, 'POST', `/api/put/${a.id}`, { status: 'approve', noticeId: notice }),
      t.inject(i.operator2, 'POST', `/api/put/${b.id}`, { status: 'approve', noticeId: notice }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const winner = ra.statusCode === 200 ? a.id : b.id;
    const loser = winner === a.id ? b.id : a.id;
    expect((ra.statusCode === 409 ? ra : rb).json().message).toBe(EVIDENCE_MESSAGES.noticeUsed(winner));
    expect((await noticeRow(notice)).receiptId).toBe(winner);
    expect((await statusOf(loser)).status).toBe('pending');
    const loserHistory = await t.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.receiptId, loser));
    expect(loserHistory).toEqual([]);
  });

  it('the database refuses a second notice for the same receipt', async () => {
    const i = await freshIsland();
    const a = await i.receipt(1_000_00);
    const n1 = (await i.intake({ amount: 1000 })).json().id as number;
    const n2 = (await i.intake({ amount: 1000 })).json().id as number;
    await t.db.update(notifications).set({ receiptId: a.id }).where(eq(notifications.id, n1));
    await expect(
      t.db.update(notifications).set({ receiptId: a.id }).where(eq(notifications.id, n2)),
    ).rejects.toThrow();
  });

  it('a notice with another amount is refused (422) and moves nothing; an unknown one is 404', async () => {
    const i = await freshIsland();
    const a = await i.receipt(1_000_00);
    const notice = (await i.intake({ amount: 999 })).json().id as number;
    const refused = await t.inject(i.operator, 'POST', `/api/put/${a.id}`, {
      status: 'approve',
      noticeId: notice,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(EVIDENCE_MESSAGES.noticeMismatch);
    expect((await statusOf(a.id)).status).toBe('pending');
    const missing = await t.inject(i.operator, 'POST', `/api/put/${a.id}`, {
      status: 'approve',
      noticeId: 2147483000,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('Notificaciones lists newest first by date and shows the receipt each notice confirmed', async () => {
    const i = await freshIsland();
    const admin = await tokenFor(t.app, (await createUser(t.db, { tenantId: i.island.id, rol: 1 })).username);
    const a = await i.receipt(1_000_00);
    const late = (await i.intake({ amount: 1000, date: minutesAgo(30) })).json().id as number;
    const early = (await i.intake({ amount: 1000, date: minutesAgo(5) })).json().id as number;
    await t.inject(i.operator, 'POST', `/api/put/${a.id}`, { status: 'approve', noticeId: late });
    const list = (await t.inject(admin, 'GET', '/api/notifications')).json<
      { id: number; receiptId?: number | null }[]
    >();
    expect(list.map((n) => n.id)).toEqual([early, late]);
    expect(list.map((n) => n.receiptId)).toEqual([null, a.id]);
  });
});

describe('duplicates on GET /api/get/{id}', () => {
  const png = drawnReceipt(4_200, 'Galicia', 'Ana Pérez', '778899', new Date('2026-11-01T12:00:00Z'));

  it('the same file, a re-encoded copy and the same operation number are flagged with the earlier receipt', async () => {
    const i = await freshIsland();
    const first = (
      await i.upload(png, { amount: '4200', ocr: JSON.stringify({ operacion: '000-778899' }) })
    ).json().id as number;
    await t.inject(i.operator, 'POST', `/api/put/${first}`, { status: 'approve' });
    const same = (await i.upload(png, { amount: '4200' })).json().id as number;
    const jpeg = await sharp(png).resize(400).jpeg({ quality: 70 }).toBuffer();
    const reencoded = (await i.upload(jpeg, { amount: '4200' }, 'image/jpeg')).json().id as number;
    const other = drawnReceipt(9_100, 'Santander', 'Luis Díaz', '1');
    const byNumber = (
      await i.upload(other, { amount: '9100', ocr: JSON.stringify({ operacion: '778899' }) })
    ).json().id as number;
    const unrelated = (await i.upload(other, { amount: '9100' })).json().id as number;

    const dup = async (id: number) => (await read(i.operator, id)).json<ReceiptView>().duplicates!;
    expect((await dup(same))[0]).toMatchObject({ id: first, kind: 'file', status: 'approve', reason: null });
    expect((await dup(same))[0]!.decidedAt).not.toBeNull();
    expect((await dup(reencoded)).map((d) => [d.id, d.kind])).toEqual([
      [same, 'image'],
      [first, 'image'],
    ]);
    expect((await dup(byNumber)).map((d) => [d.id, d.kind])).toEqual([[first, 'operation']]);
    // Same file as byNumber, so flagged as such, but nothing links it to the 4200 receipts.
    expect((await dup(unrelated)).map((d) => [d.id, d.kind])).toEqual([[byNumber, 'file']]);
    expect(await dup(first)).toEqual([]);
  });

  it('a receipt stored before evidence existed gets its hashes when first read', async () => {
    const i = await freshIsland();
    const old = await i.receipt(5_000_00);
    expect(old.fileSha256).toBeNull();
    await read(i.operator, old.id);
    const row = await statusOf(old.id);
    expect(row.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.phash).not.toBeNull();
  });
});

describe('deferred receipts come back', () => {
  it('deferred as NOT_FOUND: returns when its notice arrives, keeps its history, and can be approved', async () => {
    const i = await freshIsland();
    const r = await i.receipt(2_500_00);
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason: 'NOT_FOUND' });
    await i.intake({ amount: 2499 }); // another amount: stays deferred
    expect((await statusOf(r.id)).status).toBe('notfound');
    expect(await receiptsCard(i)).toMatchObject(deferredOne);
    const deferred = (await t.inject(i.operator, 'GET', '/api/deferred')).json<DeferredReceiptView[]>();
    expect(deferred.map((d) => [d.id, d.reason])).toEqual([[r.id, 'NOT_FOUND']]);

    const notice = (await i.intake({ amount: 2500 })).json().id as number;
    expect(await statusOf(r.id)).toMatchObject({ status: 'pending', reason: null, decidedBy: null });
    expect(await receiptsCard(i)).toMatchObject(pendingOne);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, r.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['receipt.defer', 'receipt.return']);
    expect(audit[1]!.after).toMatchObject({ status: 'pending', cause: 'notice', noticeId: notice });
    expect((await t.inject(i.operator, 'GET', '/api/deferred')).json()).toEqual([]);
    const approved = await t.inject(i.operator, 'POST', `/api/put/${r.id}`, {
      status: 'approve',
      noticeId: notice,
    });
    expect(approved.statusCode).toBe(200);
  });

  it('deferred as NOT_FOUND: returns after the island’s delay, not before', async () => {
    const i = await freshIsland({ deferredReturnMinutes: 15 });
    const r = await i.receipt(1_234_00);
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason: 'NOT_FOUND' });
    const [listed] = (await t.inject(i.operator, 'GET', '/api/deferred')).json<DeferredReceiptView[]>();
    expect(new Date(listed!.returnsAt!).getTime() - new Date(listed!.deferredAt).getTime()).toBe(15 * 60_000);
    await returnOverdueDeferred(t.db);
    expect((await statusOf(r.id)).status).toBe('notfound');
    expect(await receiptsCard(i)).toMatchObject(deferredOne);
    await t.db
      .update(receipts)
      .set({ decidedAt: sql`now() - interval '16 minutes'` })
      .where(eq(receipts.id, r.id));
    expect(await returnOverdueDeferred(t.db)).toContain(i.island.id);
    expect((await statusOf(r.id)).status).toBe('pending');
    expect(await receiptsCard(i)).toMatchObject(pendingOne);
  });

  it('deferred as ASK_BA_OWNER: returns when the bot hands in the holder’s name', async () => {
    const i = await freshIsland();
    const r = await i.receipt(700_00);
    const holder = (id: number, key = i.botKey) =>
      t.app.inject({
        method: 'POST',
        url: `/api/gateway/receipts/${id}/holder`,
        headers: { 'x-bot-key': key },
        payload: { name: 'Laura Gómez' },
      });
    expect((await holder(r.id)).statusCode).toBe(422); // still pending: nothing was asked
    await t.inject(i.operator, 'POST', `/api/put/${r.id}`, { status: 'notfound', reason: 'ASK_BA_OWNER' });
    expect(await receiptsCard(i)).toMatchObject(deferredOne);
    const theirs = await freshIsland();
    expect((await holder(r.id, theirs.botKey)).statusCode).toBe(404);
    const answer = await holder(r.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: EVIDENCE_MESSAGES.holderReceived, id: r.id, status: 'pending' });
    expect(await statusOf(r.id)).toMatchObject({ status: 'pending', ocrData: { titular: 'Laura Gómez' } });
    expect(await receiptsCard(i)).toMatchObject(pendingOne);
    const view = (await read(i.operator, r.id)).json<ReceiptView>();
    expect(view.ocrData).toMatchObject({ titular: 'Laura Gómez' });
  });
});

describe('automatic approval', () => {
  it('off (the default): a receipt with one strong match waits for an operator', async () => {
    const i = await freshIsland();
    const r = await i.receipt(6_000_00);
    await i.intake({ amount: 6000 });
    expect((await statusOf(r.id)).status).toBe('pending');
  });

  it('on: the notice’s arrival approves the receipt it proves alone, audited as the system’s', async () => {
    const i = await freshIsland({ autoApprove: true, fourEyesAbove: 50_000_00 });
    // The payer is the player: the notices' sender is the holder read and the player's name.
    const proven = await i.receipt(6_000_00, { ocrData: { titular: 'Ana Pérez' } });
    const tooBig = await i.receipt(60_000_00, { ocrData: { titular: 'Ana Pérez' } });
    const notice = (await i.intake({ amount: 6000 })).json().id as number;
    await i.intake({ amount: 60000 });
    expect((await statusOf(proven.id)).status).toBe('approve');
    expect((await noticeRow(notice)).receiptId).toBe(proven.id);
    expect((await statusOf(tooBig.id)).status).toBe('pending'); // above the four-eyes limit
    const [audit] = await auditRowsOf(t.db, 'receipt.auto_approve', proven.id);
    expect(audit).toMatchObject({ actorUserId: null, after: { status: 'approve', noticeId: notice } });
    const listed = (await t.inject(i.supervisor, 'GET', '/api/evidence/auto-approvals')).json<
      AutoApprovalView[]
    >();
    expect(listed.map((a) => [a.receiptId, a.noticeId, a.amount])).toEqual([[proven.id, notice, 6000]]);
  });

  it('on: a receipt arriving after its notice is approved on upload; a duplicate or two strong notices are not', async () => {
    const i = await freshIsland({ autoApprove: true });
    await i.intake({ amount: 7000 });
    const png = drawnReceipt(7_000, 'Galicia', 'Ana', '55');
    const holder = JSON.stringify({ titular: 'Ana Pérez' }); // the notices' sender
    const first = (await i.upload(png, { amount: '7000', ocr: holder })).json().id as number;
    expect((await statusOf(first)).status).toBe('approve');
    await i.intake({ amount: 7000 });
    const again = (await i.upload(png, { amount: '7000', ocr: holder })).json().id as number; // the same file again
    expect((await statusOf(again)).status).toBe('pending');

    await i.intake({ amount: 8000 });
    await i.intake({ amount: 8000 });
    const other = drawnReceipt(8_000, 'Macro', 'Eva', '66');
    const ambiguous = (await i.upload(other, { amount: '8000', ocr: holder })).json().id as number;
    expect((await statusOf(ambiguous)).status).toBe('pending');
  });
});

describe('island settings (rol 1)', () => {
  it('reads and saves the automatic approval and the return delay, audited; 404 for no island', async () => {
    const i = await freshIsland();
    const admin = await tokenFor(t.app, (await createUser(t.db, { tenantId: i.island.id, rol: 1 })).username);
    const url = `/api/tenants/${i.island.id}/evidence`;
    expect((await t.inject(admin, 'GET', url)).json()).toMatchObject({
      autoApprove: false,
      deferredReturnMinutes: null,
    });
    const saved = await t.inject(admin, 'PUT', url, { autoApprove: true, deferredReturnMinutes: 30 });
    expect(saved.json()).toEqual({
      autoApprove: true,
      deferredReturnMinutes: 30,
      message: EVIDENCE_MESSAGES.settingsSaved,
    });
    expect(
      (await t.inject(admin, 'PUT', url, { autoApprove: true, deferredReturnMinutes: 0 })).statusCode,
    ).toBe(400);
    const [audit] = await auditRowsOf(t.db, 'island.evidence', i.island.id);
    expect(audit).toMatchObject({ before: { autoApprove: false }, after: { autoApprove: true } });
    expect((await t.inject(admin, 'GET', '/api/tenants/999999/evidence')).statusCode).toBe(404);
  });
});
