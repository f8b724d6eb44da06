import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { bankAccounts } from '../db/schema';
import type { GamingPlatform } from '../ledger/gaming-platform';

/** Bonus of a load: the island's percentage, rounded down to the centavo; none when blocked. */
export function bonusFor(amount: number, bonusPercent: number, blacklistbonus: number): number {
  if (blacklistbonus === 1 || bonusPercent <= 0) return 0;
  return Math.floor((amount * bonusPercent) / 100);
}

/** What decides a load's bonus: the island's percentage and whether the player is kept from bonuses. */
export interface BonusTerms {
  bonusPercent: number;
  blacklistbonus: number;
}

/**
 * Credits the player and the receiving account: DEPOSIT (+ DEPOSITBONO) through the platform, the
 * charged client transaction against the receipt's account, and that account's balance. Idempotency
 * keys make a replay of the same receipt move nothing more. The bonus terms come with the locked
 * receipt (checker/decide-receipt.ts).
 */
export async function creditLoad(
  tx: DbOrTx,
  platform: GamingPlatform,
  receipt: { id: number; tenantId: number; clientId: number; bankAccountId: number | null },
  amount: number,
  terms: BonusTerms,
) {
  const bonus = bonusFor(amount, terms.bonusPercent, terms.blacklistbonus);
  const deposit = await platform.deposit(tx, {
    clientId: receipt.clientId,
    amount,
    idempotencyKey: `receipt:${receipt.id}:deposit`,
  });
  const bonusMovement =
    bonus > 0
      ? await platform.depositBonus(tx, {
          clientId: receipt.clientId,
          amount: bonus,
          idempotencyKey: `receipt:${receipt.id}:bonus`,
        })
      : null;
  if (receipt.bankAccountId !== null) {
    await tx
      .update(bankAccounts)
      .set({ amount: sql`${bankAccounts.amount} + ${amount}` })
      .where(and(eq(bankAccounts.id, receipt.bankAccountId), eq(bankAccounts.tenantId, receipt.tenantId)));
  }
  return {
    bonus,
    movementIds: [deposit.id, ...(bonusMovement ? [bonusMovement.id] : [])],
    /** The player's balance after the load and its bonus (the approval's message tells it). */
    balance: (bonusMovement ?? deposit).balanceAfter,
  };
}
