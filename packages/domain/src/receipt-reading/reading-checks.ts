import { z } from 'zod';
import { trustedValue, type ReceiptReading } from './receipt-reading';

/**
 * What the checker compares (docs/features/receipt-reading.md): the amount read against the
 * message amount, the receiving account read against the deposit account assigned to the receipt.
 * 'unknown' when either side is missing (nothing read yet, no account assigned) or the value read is
 * below TRUSTED_CONFIDENCE: a doubtful reading is never a match nor a mismatch.
 */
export const CHECK_RESULTS = ['match', 'mismatch', 'unknown'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

export const readingChecks = z.object({
  amount: z.enum(CHECK_RESULTS),
  account: z.enum(CHECK_RESULTS),
});
export type ReadingChecks = z.infer<typeof readingChecks>;

/** A CBU/CVU compares by its digits, an alias without case or spaces. */
const accountKey = (account: string) =>
  /^[\d\s-]+$/.test(account) ? account.replace(/\D/g, '') : account.trim().toLowerCase();

export function checkReading(
  reading: ReceiptReading | null,
  expected: { amountCentavos: number; account: string | null },
): ReadingChecks {
  const amount = trustedValue(reading?.fields.amount);
  const account = trustedValue(reading?.fields.receiverAccount);
  return {
    amount:
      amount === undefined
        ? 'unknown'
        : Math.round(Number(amount) * 100) === expected.amountCentavos
          ? 'match'
          : 'mismatch',
    account:
      account === undefined || !expected.account
        ? 'unknown'
        : accountKey(account) === accountKey(expected.account)
          ? 'match'
          : 'mismatch',
  };
}
