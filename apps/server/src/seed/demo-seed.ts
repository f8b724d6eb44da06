import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildCbu } from '@panel/domain/bank-accounts/cbu';
import { centavosToPesos } from '@panel/domain/money';
import type { Rol } from '@panel/domain/roles';
import { usernameKey } from '@panel/domain/users/username-key';
import { DEFAULT_INTENTS } from '@panel/domain/iresponses/iresponse-rules';
import type { Db } from '../db/connection';
import * as t from '../db/schema';
import { hashPassword } from '../security/password';
import { hashAccessKey } from '../security/access-keys';
import type { BlobStore } from '../storage/blob-store';
import { demoReceipt } from '../receipt-reading/corpus';
import { queueReading } from '../receipt-reading/reading-jobs';
import { seedDemoHistory } from './demo-history';
import { seedDemoEvidence } from './demo-evidence';
import { seedDemoWithdrawals } from './demo-withdrawals';

export const DEMO_ISLAND = 'Isla Demo';
export const DEMO_PASSWORD = 'demo1234';
/** Demo-only keys (README): the simulator and the reference bot use them by default. */
export const DEMO_BOT_KEY = 'demo-bot-key';
export const DEMO_INTAKE_KEY = 'demo-intake-key';
/** Isla Demo's gaming-platform webhook key (header x-platform-key): game debits and credits. */
export const DEMO_PLATFORM_KEY = 'demo-platform-key';
export const DEMO_USERS: { username: string; rol: Rol }[] = [
  { username: 'admin', rol: 1 },
  { username: 'moderador', rol: 2 },
  { username: 'cajero', rol: 3 },
  { username: 'pagador', rol: 4 },
  { username: 'aprobador', rol: 5 },
];

const PLAYERS = [
  ['martina', '5491155550101'],
  ['lucas', '5491155550102'],
  ['sofia', '5491155550103'],
  ['mateo', '5491155550104'],
  ['valentina', '5491155550105'],
  ['benjamin', '5491155550106'],
] as const;

/**
 * Who the first demo players are (docs/features/player-identity.md): martina verified by the admin,
 * lucas typed but not yet verified; the others have none, as players found by phone.
 */
const IDENTITIES = [
  {
    fullName: 'Martina Belén Acosta',
    dni: '35111222',
    taxId: '27351112226',
    birthDate: '1990-04-12',
    identityStatus: 'verified',
    identityNote: 'DNI original visto por videollamada; la foto coincide',
    identityCheckedBy: 'admin',
  },
  { fullName: 'Lucas Martín Giménez', dni: '36222333', taxId: '20362223335', birthDate: '1991-09-30' },
] as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Demo data for a first look (README.md). Runs only on a database with no islands, so starting twice
 * or calling `npm run db:seed` again changes nothing.
 */
export async function seedDemo(db: Db, files: BlobStore): Promise<boolean> {
  const [existing] = await db.select({ id: t.islands.id }).from(t.islands).limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const pending: { key: string; bytes: Buffer }[] = [];

  await db.transaction(async (tx) => {
    const [island] = await tx
      .insert(t.islands)
      .values({
        name: DEMO_ISLAND,
        url: 'http://localhost:8080',
        prefix: 'dm',
        intakeKeyHash: hashAccessKey(DEMO_INTAKE_KEY),
        platformKeyHash: hashAccessKey(DEMO_PLATFORM_KEY),
        chargeMin: 100_000,
        bonusPercent: 10,
        withdrawMin: 500_000,
      })
      .returning();
    const islandId = island!.id;
    const [bot] = await tx
      .insert(t.bots)
      .values({
        tenantId: islandId,
        name: 'Bot Demo',
        url: 'http://localhost:8090',
        gatewayKeyHash: hashAccessKey(DEMO_BOT_KEY),
      })
      .returning();
    await tx.insert(t.botStates).values({ botId: bot!.id, state: 0 });
    await tx.update(t.islands).set({ botId: bot!.id }).where(eq(t.islands.id, islandId));

    await tx.insert(t.panelUsers).values(
      DEMO_USERS.map((u) => ({
        username: u.username,
        usernameKey: usernameKey(u.username),
        email: `${u.username}@demo.local`,
        passwordHash,
        rol: u.rol,
        tenantId: islandId,
      })),
    );

    const bankRows = await tx
      .insert(t.banks)
      .values(
        [
          ['Banco Nación', 100_000, 50_000_000, 200_000_000, 3_000_000_000, 100_000_000, 60],
          ['Banco Galicia', 100_000, 30_000_000, 150_000_000, 2_000_000_000, 80_000_000, 40],
          ['Mercado Pago', 50_000, 20_000_000, 100_000_000, 1_500_000_000, 50_000_000, 80],
        ].map(([bankname, bottom, top, daily, monthly, inUse, count]) => ({
          tenantId: islandId,
          bankname: bankname as string,
          transacBottomLimit: bottom as number,
          transacTopLimit: top as number,
          dailyTopLimit: daily as number,
          monthlyTopLimit: monthly as number,
          topLimitInUse: inUse as number,
          dailyTransacLimit: count as number,
        })),
      )
      .returning();
    const accounts = await tx
      .insert(t.bankAccounts)
      .values([
        {
          tenantId: islandId,
          bankId: bankRows[0]!.id,
          name: 'Laura Gómez',
          number: buildCbu('0110599', '9000000123456'),
          amount: 125_000_00,
        },
        {
          tenantId: islandId,
          bankId: bankRows[1]!.id,
          name: 'Diego Fernández',
          number: buildCbu('0070089', '2000000654321'),
          amount: 48_500_00,
        },
        {
          tenantId: islandId,
          bankId: bankRows[2]!.id,
          name: 'Carla Ruiz',
          number: buildCbu('3220001', '8050000777777'),
          amount: 0,
          active: false,
        },
      ])
      .returning();

    for (const [index, [name, phone]] of PLAYERS.entries()) {
      const [client] = await tx
        .insert(t.clients)
        .values({
          tenantId: islandId,
          panelUsername: `dm${name.slice(0, 4)}${phone.slice(-4)}`,
          phone,
          name,
          blacklistbonus: index === 3 ? 1 : 0,
          referralCode: `REF${1000 + index}`,
          ...IDENTITIES[index],
          ...(IDENTITIES[index] && 'identityStatus' in IDENTITIES[index]
            ? { identityCheckedAt: new Date(now - 30 * DAY) }
            : {}),
          createdAt: new Date(now - (40 - index * 5) * DAY),
        })
        .returning();
      const clientId = client!.id;
      let balance = 0;
      const movement = (
        type: (typeof t.movementType.enumValues)[number],
        amount: number,
        at: number,
        game?: string,
      ) => {
        const before = balance;
        balance += type === 'WITHDRAW' || type === 'GAMEDEBIT' ? -amount : amount;
        return {
          clientId,
          externalTransactionId: randomUUID(),
          transactionType: type,
          amount,
          balanceBefore: before,
          balanceAfter: balance,
          brand: game ? 'Demo Slots' : null,
          game: game ?? null,
          insDate: new Date(at),
        };
      };
      const loads = [5_000_00, 12_000_00, 3_500_00].map((a) => a * (index + 1));
      const rows = [];
      for (const [i, amount] of loads.entries()) {
        const at = now - (10 - i * 3) * DAY - index * HOUR;
        const account = accounts[i % 2]!;
        await tx.insert(t.clientTransactions).values({
          clientId,
          bankAccountId: account.id,
          amount,
          charged: i !== 2 || index % 2 === 0,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        });
        rows.push(movement('DEPOSIT', amount, at));
        if (index !== 3) rows.push(movement('DEPOSITBONO', amount / 10, at + 1000));
        rows.push(movement('GAMEDEBIT', amount / 2, at + 2 * HOUR, 'Ruleta'));
        rows.push(movement('GAMECREDIT', amount / 4, at + 3 * HOUR, 'Ruleta'));
      }
      rows.push(movement('WITHDRAW', Math.floor(balance / 3), now - DAY));
      await tx.insert(t.fundMovements).values(rows);

      // Two pending receipts per player for the review queue: app receipts of the reading corpus
      // (docs/features/receipt-reading.md), some as PDF, read by the server once it starts. The first
      // states what its file shows; the second a wrong amount, so /checker shows the mismatch.
      for (let r = 0; r < 2; r++) {
        const demo = demoReceipt(index * 2 + r);
        const amount = r === 0 ? demo.centavos : (index + 1) * 7_500_00 + r * 1_250_50;
        const uploadedAt = new Date(now - (index * 2 + r + 1) * 7 * 60_000);
        const key = `receipts/demo/${name}-${r}.${demo.fileType}`;
        pending.push({ key, bytes: demo.bytes });
        const [receipt] = await tx
          .insert(t.receipts)
          .values({
            tenantId: islandId,
            clientId,
            botId: bot!.id,
            bankAccountId: accounts[r]!.id,
            fileKey: key,
            fileType: demo.fileType,
            amount,
            ocrData:
              r === 0
                ? { monto: String(centavosToPesos(amount)), banco: bankRows[r]!.bankname, titular: name }
                : null,
            createdAt: uploadedAt,
            updatedAt: uploadedAt,
          })
          .returning({ id: t.receipts.id });
        await queueReading(tx, receipt!.id, islandId);
      }
    }

    await tx.insert(t.notifications).values(
      [0, 1, 2, 3, 4].map((i) => ({
        tenantId: islandId,
        bank: ['Banco Nación', 'Banco Galicia'][i % 2]!,
        from: PLAYERS[i]![0],
        amount: (i + 1) * 7_500_00,
        bankAccountId: accounts[i % 2]!.id,
        bankAccountName: accounts[i % 2]!.name,
        noticedAt: new Date(now - i * 11 * 60_000),
        createdAt: new Date(now - i * 11 * 60_000),
      })),
    );
    await tx
      .insert(t.chatbotResponses)
      .values(DEFAULT_INTENTS.map((reply) => ({ tenantId: islandId, ...reply })));
    await tx.insert(t.ignoredNumbers).values([
      { tenantId: islandId, phone: '5491100000001' },
      { tenantId: islandId, phone: '5491100000002' },
    ]);
    await tx.insert(t.audiences).values({
      tenantId: islandId,
      name: 'Jugadores inactivos',
      chargesQuantityMin: 1,
      chargesQuantityMax: 10,
      daysInactiveMin: 3,
      daysInactiveMax: 30,
      chargeAmountMin: 0,
      chargeAmountMax: 100_000_00,
    });
    pending.push(...(await seedDemoHistory(tx, islandId, now)));
    pending.push(...(await seedDemoEvidence(tx, islandId, now)));
    await seedDemoWithdrawals(tx, islandId);
  });
  for (const file of pending) await files.put(file.key, file.bytes);
  return true;
}
