import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import {
  AUTO_APPROVAL_TEXTS as T,
  USED_NOTICE_OVERRIDE_ACTION,
} from '@panel/domain/evidence/auto-approval-rule';
import { auditLog, clients, islands, notifications, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createBank, createBankAccount, createReceipt } from '../../test/receipt-factory';
import { hashAccessKey } from '../security/access-keys';
import { afterReceiptArrived } from './arrival-hooks';

/**
 * Issue 25: automatic approval that cannot credit the wrong player, and one transfer, one credit
 * whoever approves (docs/features/evidence.md 'Automatic approval', 'One transfer, one credit').
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let keyCount = 0;
/** An island with automatic approval on, one receiving account and a user per deciding role. */
async function island(values: Partial<typeof islands.$inferInsert> = {}) {
  const intakeKey = `intake_auto_${++keyCount}_${Date.now()}`;
  const row = await createIsland(t.db, {
    intakeKeyHash: hashAccessKey(intakeKey),
    autoApprove: true,
    ...values,
  });
  const bank = await createBank(t.db, { tenantId: row.id });
  const account = await createBankAccount(t.db, { tenantId: row.id, bankId: bank.id });
  const token = async (rol: 1 | 2 | 3 | 5) =>
    tokenFor(t.app, (await createUser(t.db, { tenantId: row.id, rol })).username);
  const [cashier, approver, moderator] = [await token(3), await token(5), await token(2)];
  const player = (name: string) => createPlayer(t.db, { tenantId: row.id, name });
  /** A receipt as the bot hands it in (the bot read `titular`), offered to the automatic approval. */
  const receipt = async (
    clientId: number,
    pesos: number,
    titular: string | null,
    extra: Partial<typeof receipts.$inferInsert> = {},
  ) => {
    const r = await createReceipt(t.app, {
      tenantId: row.id,
      clientId,
      bankAccountId: account.id,
      amount: Math.round(pesos * 100),
      ocrData: titular ? { titular } : {},
      ...extra,
    });
    await afterReceiptArrived(t.app, row.id, r.id);
    return r.id;
  };
  const intake = (notice: {
    from: string;
    amount: number;
    date?: Date;
    externalId?: string;
    cuit?: string;
  }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/intake',
      headers: { 'x-intake-key': intakeKey },
      payload: {
        bank: 'Mercado Pago',
        account: account.number,
        ...notice,
        date: (notice.date ?? new Date()).toISOString(),
      },
    });
  /** Martina's receipt for `pesos` (the bot read her name), then her transfer's notice, sent as `from`. */
  const payersTransfer = async (pesos: number, from: string) => {
    const martina = await player('martina');
    const id = await receipt(martina.id, pesos, 'Martina López');
    const notice = (await intake({ from, amount: pesos })).json<{ id: number }>().id;
    return { martina, id, notice };
  };
  return { row, account, cashier, approver, moderator, player, receipt, intake, payersTransfer };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: receipts.status }).from(receipts).where(eq(receipts.id, id)))[0]!.status;
const noticeOf = async (id: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
const view = async (token: string, id: number) =>
  (await t.inject(token, 'GET', `/api/get/${id}`)).json<ReceiptView>();
/** Notices of the island for this amount (pesos) that already confirmed a receipt other than this one. */
const usedNotices = async (tenantId: number, pesos: number, receiptId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.amount, pesos * 100)))
  ).filter((n) => n.receiptId !== null && n.receiptId !== receiptId).length;
const approve = (token: string, id: number, extra: object = {}) =>
  t.inject(token, 'POST', `/api/put/${id}`, { status: 'approve', ...extra });

describe('automatic approval needs the payer to be the player', () => {
  it('control: the payer’s own transfer is approved without a person', async () => {
    const i = await island();
    const { id, notice } = await i.payersTransfer(7500, 'MARTINA LOPEZ');
    expect(await statusOf(id)).toBe('approve');
    expect((await noticeOf(notice)).receiptId).toBe(id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'receipt.auto_approve')));
    expect(audit).toMatchObject({ actorUserId: null, after: { noticeId: notice } });
  });

  it('a notice from another payer approves nothing, and both sides say why', async () => {
    const i = await island();
    const juan = await i.player('juan');
    const theirs = await i.receipt(juan.id, 7500, 'Juan Díaz');
    // A fake receipt that names the real payer as holder: the player is still someone else.
    const spoof = await i.receipt((await i.player('pedro')).id, 7500, 'Martina López');
    const notice = (await i.intake({ from: 'Martina López', amount: 7500 })).json<{ id: number }>().id;
    expect(await statusOf(theirs)).toBe('pending');
    expect(await statusOf(spoof)).toBe('pending');
    expect((await noticeOf(notice)).receiptId).toBeNull();
    // Two pending receipts fit the notice: it cannot say whose transfer it is.
    expect((await view(i.approver, theirs)).autoApprovalHeld).toBe(T.severalReceipts(2));

    const alone = await island();
    const r = await alone.receipt((await alone.player('juan')).id, 5000, 'Juan Díaz');
    const n = (await alone.intake({ from: 'Martina López', amount: 5000 })).json<{ id: number }>().id;
    expect(await statusOf(r)).toBe('pending');
    const held = T.holderDiffers('Martina López', 'Juan Díaz');
    expect((await view(alone.approver, r)).autoApprovalHeld).toBe(held);
    const admin = await tokenFor(
      t.app,
      (await createUser(t.db, { tenantId: alone.row.id, rol: 1 })).username,
    );
    const listed = (await t.inject(admin, 'GET', '/api/notifications')).json<NotificationView[]>();
    expect(listed.find((x) => x.id === n)).toMatchObject({
      receiptId: null,
      autoApprovalHeld: { reason: held, receiptId: r },
    });

    const spoofed = await island();
    const s = await spoofed.receipt((await spoofed.player('pedro gil')).id, 5000, 'Martina López');
    await spoofed.intake({ from: 'Martina López', amount: 5000 });
    expect(await statusOf(s)).toBe('pending');
    expect((await view(spoofed.approver, s)).autoApprovalHeld).toBe(
      T.playerDiffers('Martina López', 'pedro gil'),
    );
  });

  it('a CUIT/CUIL on both sides must agree; a receipt without a holder read is not approved', async () => {
    const i = await island();
    const ana = await i.player('ana');
    const r = await createReceipt(t.app, {
      tenantId: i.row.id,
      clientId: ana.id,
      bankAccountId: i.account.id,
      amount: 3000_00,
      ocrData: { titular: 'Ana Pérez', cuit: '27-11111111-3' },
    });
    await i.intake({ from: 'Ana Pérez', amount: 3000, cuit: '20-22222222-3' });
    expect(await statusOf(r.id)).toBe('pending');
    expect((await view(i.approver, r.id)).autoApprovalHeld).toBe(T.taxIdDiffers);
    const unread = await i.receipt(ana.id, 3100, null);
    await i.intake({ from: 'Ana Pérez', amount: 3100 });
    expect(await statusOf(unread)).toBe('pending');
    expect((await view(i.approver, unread)).autoApprovalHeld).toBe(T.holderUnknown);
  });

  it('one notice that fits two players’ receipts approves none of them', async () => {
    const i = await island();
    const martina = await i.receipt((await i.player('martina')).id, 7500, 'Martina López');
    const other = await i.receipt((await i.player('eva')).id, 7500, 'Eva Ríos');
    await i.intake({ from: 'Martina López', amount: 7500 });
    expect([await statusOf(martina), await statusOf(other)]).toEqual(['pending', 'pending']);
    expect((await view(i.approver, martina)).autoApprovalHeld).toBe(T.severalReceipts(2));
  });

  it('a deferred receipt its notice proves returns to people, not approved', async () => {
    const i = await island();
    const juan = await i.player('juan');
    const r = await i.receipt(juan.id, 6400, 'Juan Díaz');
    const deferred = await t.inject(i.approver, 'POST', `/api/put/${r}`, {
      status: 'notfound',
      reason: 'NOT_FOUND',
    });
    expect(deferred.statusCode).toBe(200);
    // Even its own payer's notice: a person deferred it, a person decides it.
    await i.intake({ from: 'Juan Díaz', amount: 6400 });
    expect(await statusOf(r)).toBe('pending');
    const seen = await view(i.approver, r);
    expect(seen.autoApprovalHeld).toBe(T.returned);
    expect(seen.matches![0]).toMatchObject({ from: 'Juan Díaz', facts: { strong: true } });
  });
});

describe('one transfer, one credit', () => {
  it('a notice sent twice, or many times at once, is stored once and credits once', async () => {
    const i = await island();
    const martina = await i.player('martina');
    const first = await i.receipt(martina.id, 7500, 'Martina López');
    const second = await i.receipt(martina.id, 7500, 'Martina López');
    const date = new Date();
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => i.intake({ from: 'Martina López', amount: 7500, date })),
    );
    expect(sent.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(sent.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
    const again = await i.intake({ from: ' martina lópez ', amount: 7500, date });
    expect(again.json()).toEqual(sent[0]!.json());
    const rows = await t.db.select().from(notifications).where(eq(notifications.tenantId, i.row.id));
    expect(rows).toHaveLength(1);
    const approved = [await statusOf(first), await statusOf(second)].filter((s) => s === 'approve');
    expect(approved.length).toBeLessThanOrEqual(1);

    // The notifier's own id: a retry with another time is still the first notice.
    const byId = await i.intake({ from: 'Eva', amount: 100, externalId: 'mp-77' });
    const retried = await Promise.all([
      i.intake({ from: 'Eva', amount: 100, externalId: 'mp-77', date: new Date(Date.now() + 5000) }),
      i.intake({ from: 'Eva', amount: 100, externalId: 'mp-77', date: new Date(Date.now() + 9000) }),
    ]);
    expect(retried.map((a) => a.json<{ id: number }>().id)).toEqual([byId.json().id, byId.json().id]);
  });

  it('a hand approval of an already-proven transfer needs a supervisor, audited', async () => {
    const i = await island();
    const { id: paid, notice } = await i.payersTransfer(7500, 'Martina López');
    expect(await statusOf(paid)).toBe('approve');
    // The same transfer claimed again (another player's fake, or the payer's own second receipt).
    const fake = await i.receipt((await i.player('juan')).id, 7500, 'Juan Díaz');
    expect((await view(i.approver, fake)).usedNotice).toEqual({ noticeId: notice, receiptId: paid });
    const message = T.usedNotice(paid);
    expect(message).toBe(`Este aviso ya confirmó el n.º ${paid}. Solo un supervisor puede aprobarlo igual.`);
    for (const token of [i.approver, i.cashier]) {
      const refused = await approve(token, fake);
      expect([refused.statusCode, refused.json()]).toEqual([422, { message }]);
    }
    const edited = await t.inject(i.approver, 'POST', `/api/document/${fake}`, { newamount: 7500 });
    expect(edited.statusCode).toBe(422);
    expect((await approve(i.moderator, fake)).statusCode).toBe(422); // the flag is needed
    expect((await approve(i.approver, fake, { confirmUsedNotice: true })).statusCode).toBe(422); // rol 5
    expect(await statusOf(fake)).toBe('pending');
    const goesOn = await approve(i.moderator, fake, { confirmUsedNotice: true });
    expect(goesOn.statusCode).toBe(200);
    expect(await statusOf(fake)).toBe('approve');
    const [override] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, fake), eq(auditLog.action, USED_NOTICE_OVERRIDE_ACTION)));
    expect(override).toMatchObject({ before: { noticeId: notice, confirmedReceiptId: paid } });
  });

  it('a hand approval takes its transfer’s notice, so the notice cannot credit another receipt', async () => {
    const i = await island({ autoApprove: false });
    const { martina, id: first, notice } = await i.payersTransfer(2000, 'Martina López');
    expect((await approve(i.approver, first)).statusCode).toBe(200);
    expect((await noticeOf(notice)).receiptId).toBe(first);
    const second = await i.receipt(martina.id, 2000, 'Martina López');
    expect((await approve(i.approver, second)).json()).toEqual({ message: T.usedNotice(first) });
  });
});

describe('a notice a person chooses', () => {
  it('is not consumed by another payer’s receipt, and still proves its own payer’s', async () => {
    const i = await island();
    // Its own file (the factory draws the same picture for the same amount: a duplicate otherwise).
    const juan = await i.receipt((await i.player('juan')).id, 4000, 'Juan Díaz', {
      fileSha256: 'a'.repeat(64),
    });
    const notice = (await i.intake({ from: 'Martina López', amount: 4000 })).json<{ id: number }>().id;
    expect((await approve(i.approver, juan, { noticeId: notice })).statusCode).toBe(200);
    expect((await noticeOf(notice)).receiptId).toBeNull();
    const martina = await i.receipt((await i.player('martina')).id, 4000, 'Martina López');
    expect(await statusOf(martina)).toBe('approve');
    expect((await noticeOf(notice)).receiptId).toBe(martina);
  });
});

describe('property: random receipts, notices, retries and hand approvals', () => {
  const PAYERS = ['Martina López', 'Juan Díaz', 'Eva Ríos'] as const;
  const AMOUNTS = [5000, 7500] as const;
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('receipt' as const),
      player: fc.nat(2),
      amount: fc.nat(1),
      // The holder the bot read: the player's own name, or (a fake) another payer's.
      holder: fc.nat(2),
    }),
    fc.record({
      kind: fc.constant('transfer' as const),
      payer: fc.nat(2),
      amount: fc.nat(1),
      copies: fc.integer({ min: 1, max: 3 }),
      together: fc.boolean(),
    }),
    // A person approves, alone or with the strong match /checker would send.
    fc.record({ kind: fc.constant('hand' as const), pick: fc.nat(20), withMatch: fc.boolean() }),
  );

  it('no approval pairs a notice with another payer’s receipt; no notice is behind two credits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
        const i = await island();
        const players = await Promise.all(PAYERS.map((name) => i.player(name.split(' ')[0]!.toLowerCase())));
        const made: { id: number; player: number; amount: number }[] = [];
        const transfers = new Map<string, number>(); // payer:amount → distinct transfers sent
        let second = 0;
        for (const s of steps) {
          if (s.kind === 'receipt') {
            const id = await i.receipt(players[s.player]!.id, AMOUNTS[s.amount]!, PAYERS[s.holder]!);
            made.push({ id, player: s.player, amount: s.amount });
          } else if (s.kind === 'transfer') {
            const notice = {
              from: PAYERS[s.payer]!,
              amount: AMOUNTS[s.amount]!,
              date: new Date(Date.now() - ++second * 1000),
            };
            const sends = Array.from({ length: s.copies }, () => () => i.intake(notice));
            const answers = s.together
              ? await Promise.all(sends.map((send) => send()))
              : await sends.reduce<Promise<{ statusCode: number }[]>>(
                  async (done, send) => [...(await done), await send()],
                  Promise.resolve([]),
                );
            expect(answers.every((a) => a.statusCode === 201)).toBe(true);
            const key = `${s.payer}:${s.amount}`;
            transfers.set(key, (transfers.get(key) ?? 0) + 1);
          } else if (made.length) {
            const r = made[s.pick % made.length]!;
            const usedBefore = await usedNotices(i.row.id, AMOUNTS[r.amount]!, r.id);
            const match = s.withMatch
              ? (await view(i.approver, r.id)).matches?.find((m) => m.facts.strong)
              : null;
            const answer = await approve(i.approver, r.id, match ? { noticeId: match.id } : {});
            const [taken] = await t.db.select().from(notifications).where(eq(notifications.receiptId, r.id));
            // Without a notice of its own, a person's approval is stopped exactly when the
            // transfer's notice already confirmed another receipt.
            if (
              answer.statusCode === 422 &&
              !answer.json<{ message: string }>().message.includes('procesado')
            )
              expect(usedBefore).toBeGreaterThan(0);
            if (answer.statusCode === 200 && !taken && !match) expect(usedBefore).toBe(0);
          }
        }
        const notices = await t.db.select().from(notifications).where(eq(notifications.tenantId, i.row.id));
        // Retries never store a notice twice.
        expect(notices).toHaveLength([...transfers.values()].reduce((a, b) => a + b, 0));
        const rows = await t.db
          .select({ id: receipts.id, status: receipts.status, name: clients.name })
          .from(receipts)
          .innerJoin(clients, eq(clients.id, receipts.clientId))
          .where(eq(receipts.tenantId, i.row.id));
        const byId = new Map(rows.map((r) => [r.id, r]));
        // A notice confirms only a receipt of the player who sent it.
        for (const n of notices.filter((x) => x.receiptId !== null)) {
          const first = n.from.split(' ')[0]!.toLowerCase();
          expect(byId.get(n.receiptId!)!.name).toBe(first);
        }
        // Each transfer credits at most once: a payer's credits backed by a notice never outnumber
        // the transfers they sent.
        for (const [p, payer] of PAYERS.entries())
          for (const [a, pesos] of AMOUNTS.entries()) {
            const backed = notices.filter(
              (n) => n.receiptId !== null && n.from === payer && n.amount === pesos * 100,
            ).length;
            expect(backed).toBeLessThanOrEqual(transfers.get(`${p}:${a}`) ?? 0);
          }
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
