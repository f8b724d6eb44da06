import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFER_REASONS, RECEIPT_AUDIT_ACTIONS, REJECT_REASONS } from '@panel/domain/receipts/receipt-rules';
import type { DbOrTx } from '../db/connection';
import * as t from '../db/schema';
import { renderReceiptPng } from './receipt-image';

/**
 * Some weeks of decided receipts for the demo island, so the statistics dashboard has something to
 * show on a fresh start: players registered over four months (some new this week, some idle for
 * over a month), receipts decided around the clock by the operators with their audit rows and
 * response times, and the approved ones credited in the ledger with their bonus. Deterministic
 * (a fixed seed) relative to `now`, so every fresh start looks alike.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 75;
const BONUS_PERCENT = 10;

const NAMES = [
  'agustina',
  'bruno',
  'camila',
  'damian',
  'emilia',
  'facundo',
  'gabriela',
  'hernan',
  'ignacio',
  'julieta',
  'lautaro',
  'micaela',
  'nicolas',
  'paula',
  'ramiro',
  'tomas',
  'ulises',
  'victoria',
  'ximena',
  'yamila',
  'zoe',
  'alan',
  'bianca',
  'ciro',
  'delfina',
  'enzo',
  'florencia',
  'gonzalo',
  'isabella',
  'joaquin',
  'kiara',
  'leandro',
  'milagros',
  'nahuel',
  'olivia',
  'pilar',
  'renata',
  'santino',
  'thiago',
  'uma',
];

/** mulberry32: small, fast, good enough for demo data. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Buenos Aires is UTC-3 all year (no daylight saving since 2009): good enough to spread demo shifts. */
const localHour = (instant: number) => (((Math.floor(instant / HOUR) - 3) % 24) + 24) % 24;

/** Minutes from upload to decision: quick by day, slower in the evening, slowest overnight. */
function decisionMinutes(hour: number, random: () => number): number {
  if (hour >= 8 && hour < 16) return 2 + random() * 10;
  if (hour >= 16) return 5 + random() * 20;
  return 15 + random() * 60;
}

interface HistoryPlayer {
  id: number;
  createdAt: number;
  /** After this instant the player stops loading (idle players for the inactivity buckets). */
  quitsAt: number;
  bonusBlocked: boolean;
}

type File = { key: string; bytes: Buffer };

export async function seedDemoHistory(tx: DbOrTx, islandId: number, now: number): Promise<File[]> {
  const random = seededRandom(20240501);
  const operators = await tx
    .select({ id: t.panelUsers.id })
    .from(t.panelUsers)
    .where(and(eq(t.panelUsers.tenantId, islandId), inArray(t.panelUsers.rol, [1, 2, 5])));
  const accounts = await tx
    .select({ id: t.bankAccounts.id, bank: t.banks.bankname })
    .from(t.bankAccounts)
    .innerJoin(t.banks, eq(t.banks.id, t.bankAccounts.bankId))
    .where(and(eq(t.bankAccounts.tenantId, islandId), eq(t.bankAccounts.active, true)));

  // Players: the first six joined this week, the rest over four months; every fifth went idle.
  const rows = NAMES.map((name, i) => {
    const phone = `54911777${String(i).padStart(4, '0')}`;
    const ageDays = i < 6 ? i + random() * 0.5 : 7 + random() * 113;
    return {
      tenantId: islandId,
      panelUsername: `dm${name.slice(0, 4)}${phone.slice(-4)}`,
      phone,
      name,
      blacklistbonus: i % 9 === 4 ? 1 : 0,
      referralCode: `REF${2000 + i}`,
      createdAt: new Date(now - ageDays * DAY),
    };
  });
  const inserted = await tx.insert(t.clients).values(rows).returning({ id: t.clients.id });
  const players: HistoryPlayer[] = inserted.map(({ id }, i) => ({
    id,
    createdAt: rows[i]!.createdAt.getTime(),
    quitsAt: i % 5 === 0 ? now - (8 + (i % 4) * 9) * DAY : now,
    bonusBlocked: rows[i]!.blacklistbonus === 1,
  }));

  const files: File[] = [0, 1, 2].map((n) => ({
    key: `receipts/demo/history-${n}.png`,
    bytes: renderReceiptPng({
      amountCentavos: (n + 2) * 5_000_00,
      bankName: accounts[n % accounts.length]!.bank,
      sender: NAMES[n]!,
      date: new Date(now - (n + 1) * DAY),
      reference: `9${n}7731`,
    }),
  }));

  // Receipts, newest day last; each one decided by an operator some minutes after its upload.
  const decided: {
    receipt: typeof t.receipts.$inferInsert;
    player: HistoryPlayer;
    decidedAt: number;
    bonus: number;
  }[] = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    const count = 4 + Math.floor(random() * 7);
    for (let n = 0; n < count; n++) {
      const uploadedAt = now - day * DAY - random() * DAY;
      const eligible = players.filter((p) => p.createdAt < uploadedAt && uploadedAt < p.quitsAt);
      if (eligible.length === 0) continue;
      const player = eligible[Math.floor(random() * eligible.length)]!;
      const decidedAt = uploadedAt + decisionMinutes(localHour(uploadedAt), random) * MINUTE;
      if (decidedAt > now - MINUTE) continue;
      const roll = random();
      const status = roll < 0.78 ? 'approve' : roll < 0.9 ? 'rejected' : 'notfound';
      const reasons = Object.keys(status === 'rejected' ? REJECT_REASONS : DEFER_REASONS);
      const amount = (4 + Math.floor(random() * 116)) * 500_00;
      const account = accounts[Math.floor(random() * accounts.length)]!;
      decided.push({
        player,
        decidedAt,
        bonus:
          status === 'approve' && !player.bonusBlocked && random() < 0.6 ? (amount * BONUS_PERCENT) / 100 : 0,
        receipt: {
          tenantId: islandId,
          clientId: player.id,
          bankAccountId: account.id,
          fileKey: files[Math.floor(random() * files.length)]!.key,
          fileType: 'png',
          amount,
          status,
          reason: status === 'approve' ? null : reasons[Math.floor(random() * reasons.length)]!,
          decidedBy: operators[Math.floor(random() * operators.length)]!.id,
          decidedAt: new Date(decidedAt),
          createdAt: new Date(uploadedAt),
          updatedAt: new Date(decidedAt),
        },
      });
    }
  }
  const receiptIds = await tx
    .insert(t.receipts)
    .values(decided.map((d) => d.receipt))
    .returning({ id: t.receipts.id });

  await tx.insert(t.clientTransactions).values(
    decided.map((d, i) => ({
      clientId: d.player.id,
      receiptId: receiptIds[i]!.id,
      bankAccountId: d.receipt.bankAccountId,
      amount: d.receipt.amount,
      bonusAmount: d.bonus,
      charged: d.receipt.status === 'approve',
      createdAt: new Date(d.decidedAt),
      updatedAt: new Date(d.decidedAt),
    })),
  );
  await tx.insert(t.auditLog).values(
    decided.map((d, i) => ({
      tenantId: islandId,
      actorUserId: d.receipt.decidedBy!,
      action: RECEIPT_AUDIT_ACTIONS[d.receipt.status as 'approve' | 'rejected' | 'notfound'],
      entity: 'receipt',
      entityId: receiptIds[i]!.id,
      before: { status: 'pending', amount: d.receipt.amount },
      after: { status: d.receipt.status, reason: d.receipt.reason, bonus: d.bonus },
      decisionMs: Math.round(d.decidedAt - d.receipt.createdAt!.getTime()),
      createdAt: new Date(d.decidedAt),
    })),
  );

  // The ledger: each approval credits the load and its bonus; the player plays part of it later.
  const movements: (typeof t.fundMovements.$inferInsert)[] = [];
  for (const player of players) {
    const events: {
      at: number;
      type: (typeof t.movementType.enumValues)[number];
      amount: number;
      key?: string;
    }[] = [];
    decided.forEach((d, i) => {
      if (d.player !== player || d.receipt.status !== 'approve') return;
      const id = receiptIds[i]!.id;
      events.push({
        at: d.decidedAt,
        type: 'DEPOSIT',
        amount: d.receipt.amount,
        key: `receipt:${id}:deposit`,
      });
      if (d.bonus > 0)
        events.push({
          at: d.decidedAt + 1000,
          type: 'DEPOSITBONO',
          amount: d.bonus,
          key: `receipt:${id}:bonus`,
        });
      if (d.decidedAt + 2 * HOUR < now)
        events.push({ at: d.decidedAt + 2 * HOUR, type: 'GAMEDEBIT', amount: 0 });
    });
    events.sort((a, b) => a.at - b.at);
    let balance = 0;
    for (const event of events) {
      // A game takes 40 % of whatever the balance is at that moment, so it never goes below zero.
      const amount = event.type === 'GAMEDEBIT' ? Math.floor(balance * 0.4) : event.amount;
      if (amount === 0) continue;
      const before = balance;
      balance += event.type === 'GAMEDEBIT' ? -amount : amount;
      movements.push({
        clientId: player.id,
        externalTransactionId: randomUUID(),
        idempotencyKey: event.key ?? null,
        transactionType: event.type,
        amount,
        balanceBefore: before,
        balanceAfter: balance,
        brand: event.type === 'GAMEDEBIT' ? 'Demo Slots' : null,
        game: event.type === 'GAMEDEBIT' ? 'Ruleta' : null,
        insDate: new Date(event.at),
      });
    }
  }
  for (let i = 0; i < movements.length; i += 500)
    await tx.insert(t.fundMovements).values(movements.slice(i, i + 500));
  return files;
}
