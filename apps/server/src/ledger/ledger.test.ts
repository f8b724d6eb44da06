import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import {
  LEDGER_MESSAGES,
  MOVEMENT_TYPES,
  signedAmount,
  type MovementType,
} from '@panel/domain/ledger/movements';
import { verifyPassword } from '../security/password';
import { fundMovements, platformPlayers } from '../db/schema';
import { AppError } from '../errors';
import { useTestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import type { GamingPlatform, MovementInput } from './gaming-platform';

const t = useTestApp();
let platform: GamingPlatform;
let tenantId: number;

beforeAll(async () => {
  platform = t.app.platform;
  tenantId = (await createIsland(t.db)).id;
});

const newPlayer = async () => (await createPlayer(t.db, { tenantId })).id;

const METHOD: Record<MovementType, keyof GamingPlatform> = {
  WITHDRAW: 'withdraw',
  DEPOSIT: 'deposit',
  DEPOSITBONO: 'depositBonus',
  GAMEDEBIT: 'gameDebit',
  GAMECREDIT: 'gameCredit',
  WITHDRAWHOLD: 'holdWithdrawal',
  WITHDRAWRELEASE: 'releaseWithdrawal',
};

/** One movement in its own transaction, as a route does it. */
function apply(type: MovementType, input: MovementInput) {
  const call = platform[METHOD[type]] as (
    tx: unknown,
    i: MovementInput,
  ) => ReturnType<GamingPlatform['deposit']>;
  return t.db.transaction((tx) => call(tx, input));
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

const chain = (clientId: number) =>
  t.db
    .select()
    .from(fundMovements)
    .where(eq(fundMovements.clientId, clientId))
    .orderBy(asc(fundMovements.id));

describe('built-in ledger', () => {
  it('random sequences: balance is the sum of movements, never negative, before/after chained', async () => {
    const op = fc.record({
      type: fc.constantFrom(...MOVEMENT_TYPES),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const clientId = await newPlayer();
        let model = 0;
        for (const { type, amount } of ops) {
          const fits = model + signedAmount(type, amount) >= 0;
          const status = await statusOf(apply(type, { clientId, amount }));
          expect(status).toBe(fits ? 200 : 422);
          if (fits) model += signedAmount(type, amount);
        }
        const rows = await chain(clientId);
        let previous = 0;
        let sum = 0;
        for (const row of rows) {
          expect(row.balanceBefore).toBe(previous);
          expect(row.balanceAfter).toBe(row.balanceBefore + signedAmount(row.transactionType, row.amount));
          expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
          sum += signedAmount(row.transactionType, row.amount);
          previous = row.balanceAfter;
        }
        expect(await platform.balance(t.db, clientId)).toBe(sum);
        expect(sum).toBe(model);
        expect(new Set(rows.map((r) => r.externalTransactionId)).size).toBe(rows.length);
      }),
      { numRuns: 20 },
    );
  });

  it('concurrent withdrawals that together exceed the balance: only those that fit succeed', async () => {
    const clientId = await newPlayer();
    await apply('DEPOSIT', { clientId, amount: 1_000_00 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => apply('WITHDRAW', { clientId, amount: 300_00 })),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).message).toBe(LEDGER_MESSAGES.insufficient);
    expect(await platform.balance(t.db, clientId)).toBe(100_00);
    const rows = await chain(clientId);
    expect(rows.map((r) => r.balanceAfter)).toEqual([1_000_00, 700_00, 400_00, 100_00]);
  });

  it('a retried idempotency key moves money once, also when the retries race', async () => {
    const clientId = await newPlayer();
    const input = { clientId, amount: 2_500_50, idempotencyKey: `receipt:${clientId}:deposit` };
    const movements = await Promise.all(Array.from({ length: 6 }, () => apply('DEPOSIT', input)));
    expect(new Set(movements.map((m) => m.id)).size).toBe(1);
    const again = await apply('DEPOSIT', input);
    expect(again.id).toBe(movements[0]!.id);
    expect(await platform.balance(t.db, clientId)).toBe(2_500_50);
    expect(await chain(clientId)).toHaveLength(1);
  });

  it('a key reused for another movement is refused', async () => {
    const clientId = await newPlayer();
    const key = `k-${clientId}`;
    await apply('DEPOSIT', { clientId, amount: 100, idempotencyKey: key });
    await expect(apply('DEPOSIT', { clientId, amount: 200, idempotencyKey: key })).rejects.toThrow(
      LEDGER_MESSAGES.keyReused,
    );
    await expect(apply('DEPOSITBONO', { clientId, amount: 100, idempotencyKey: key })).rejects.toThrow(
      LEDGER_MESSAGES.keyReused,
    );
  });

  it('one key raced by two players: the unique index lets one through, the other is refused', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const key = `race-${first}`;
    const results = await Promise.allSettled(
      [first, second].map((clientId) => apply('DEPOSIT', { clientId, amount: 700, idempotencyKey: key })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).message).toBe(LEDGER_MESSAGES.keyReused);
    expect((await platform.balance(t.db, first)) + (await platform.balance(t.db, second))).toBe(700);
  });

  it("movements join the caller's transaction: a rollback leaves nothing", async () => {
    const clientId = await newPlayer();
    await expect(
      t.db.transaction(async (tx) => {
        await platform.deposit(tx, { clientId, amount: 500 });
        throw new Error('approval failed');
      }),
    ).rejects.toThrow('approval failed');
    expect(await platform.balance(t.db, clientId)).toBe(0);
  });

  it("a refused movement leaves the caller's transaction usable; without one it opens its own", async () => {
    const clientId = await newPlayer();
    await t.db.transaction(async (tx) => {
      await expect(platform.withdraw(tx, { clientId, amount: 1 })).rejects.toThrow(
        LEDGER_MESSAGES.insufficient,
      );
      await platform.deposit(tx, { clientId, amount: 700 });
    });
    await platform.withdraw(t.db, { clientId, amount: 200 });
    expect(await platform.balance(t.db, clientId)).toBe(500);
  });

  it('refuses amounts that are not positive integers, and unknown clients', async () => {
    const clientId = await newPlayer();
    for (const amount of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(await statusOf(apply('DEPOSIT', { clientId, amount }))).toBe(422);
    await apply('DEPOSIT', { clientId, amount: Number.MAX_SAFE_INTEGER - 10 });
    await expect(apply('DEPOSIT', { clientId, amount: 11 })).rejects.toThrow(LEDGER_MESSAGES.tooLarge);
    expect(await statusOf(apply('DEPOSIT', { clientId: 999_999, amount: 1 }))).toBe(404);
  });

  it('game movements keep brand, game and currency; pages come newest first with filters', async () => {
    const clientId = await newPlayer();
    await apply('DEPOSIT', { clientId, amount: 10_000 });
    await apply('GAMEDEBIT', { clientId, amount: 3_000, brand: 'Demo Slots', game: 'Ruleta' });
    await apply('GAMECREDIT', {
      clientId,
      amount: 1_000,
      brand: 'Demo Slots',
      game: 'Ruleta',
      currencyCode: 'USD',
    });
    const all = await platform.movements(t.db, { clientId, limit: 2 });
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.transactionType)).toEqual(['GAMECREDIT', 'GAMEDEBIT']);
    expect(all.items[0]).toMatchObject({ brand: 'Demo Slots', game: 'Ruleta', currencyCode: 'USD' });
    const deposits = await platform.movements(t.db, { clientId, types: ['DEPOSIT'], limit: 10 });
    expect(deposits).toMatchObject({ total: 1, items: [{ amount: 10_000, currencyCode: 'ARS' }] });
    const future = await platform.movements(t.db, {
      clientId,
      from: new Date(Date.now() + 60_000),
      limit: 10,
    });
    expect(future).toEqual({ items: [], total: 0 });
  });

  it('players: create, reset password (unlocks), lock and unlock', async () => {
    const clientId = await newPlayer();
    const first = await platform.preparePassword('primera-clave');
    await t.db.transaction((tx) => platform.createPlayer(tx, { clientId, password: first }));
    await platform.lock(t.db, clientId);
    expect(await platform.playerState(t.db, clientId)).toMatchObject({ locked: true });
    await platform.resetPassword(t.db, { clientId, password: await platform.preparePassword('nueva-clave') });
    expect(await platform.playerState(t.db, clientId)).toMatchObject({ locked: false });
    const [row] = await t.db.select().from(platformPlayers).where(eq(platformPlayers.clientId, clientId));
    expect(await verifyPassword('nueva-clave', row!.passwordHash)).toBe(true);
    await platform.lock(t.db, clientId);
    await platform.unlock(t.db, clientId);
    expect(await platform.playerState(t.db, clientId)).toMatchObject({ locked: false });
    const other = await newPlayer();
    expect(await statusOf(platform.unlock(t.db, other))).toBe(404);
    expect(await platform.playerState(t.db, other)).toBeNull();
    await platform.resetPassword(t.db, {
      clientId: other,
      password: await platform.preparePassword('por-defecto'),
    });
    expect(await platform.playerState(t.db, other)).toMatchObject({ locked: false });
  });
});
