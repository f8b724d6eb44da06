import { normalizePersonName } from './names';

/**
 * How far apart a notice and an upload may be and still prove each other (docs/features/evidence.md):
 * the bank notifies at transfer time, the player uploads after, a late notice arrives after both.
 */
export const MATCH_WINDOW_MINUTES = 120;
/** Notices shown per receipt, best first. */
export const MATCHES_SHOWN = 5;

export type Agreement = 'agrees' | 'differs' | 'unknown';

export interface ReceiptSide {
  amount: number; // centavos: the amount to credit (edited or declared)
  bankAccountId: number | null;
  uploadedAt: Date;
  holderName: string | null;
}

export interface NoticeSide {
  id: number;
  amount: number; // centavos
  bankAccountId: number | null;
  noticedAt: Date;
  from: string;
  /** The receipt this notice already confirmed, if any. */
  receiptId: number | null;
}

export interface MatchFacts {
  amount: Agreement;
  account: Agreement;
  /** Minutes from the notice to the upload: positive when the notice came first. */
  minutes: number;
  inWindow: boolean;
  sender: Agreement;
  /** Used by another receipt: it cannot prove this one. */
  used: boolean;
  /** Same amount to the centavo, same receiving account, inside the window, unused. */
  strong: boolean;
  /** 0-100: amount 45, account 25, time up to 20, sender 10; a used notice scores 0. */
  score: number;
}

function namesAgree(a: string | null, b: string): Agreement {
  if (!a || !b.trim()) return 'unknown';
  const left = normalizePersonName(a);
  const right = normalizePersonName(b);
  if (!left.length || !right.length) return 'unknown';
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((word) => longer.includes(word)) ? 'agrees' : 'differs';
}

/** What agrees and what differs between a receipt and one notice of its island, with a score. */
export function matchFacts(receipt: ReceiptSide, notice: NoticeSide, receiptId?: number): MatchFacts {
  const amount: Agreement = notice.amount === receipt.amount ? 'agrees' : 'differs';
  const account: Agreement =
    receipt.bankAccountId === null || notice.bankAccountId === null
      ? 'unknown'
      : receipt.bankAccountId === notice.bankAccountId
        ? 'agrees'
        : 'differs';
  const minutes = Math.round((receipt.uploadedAt.getTime() - notice.noticedAt.getTime()) / 60_000);
  const inWindow = Math.abs(minutes) <= MATCH_WINDOW_MINUTES;
  const sender = namesAgree(receipt.holderName, notice.from);
  const used = notice.receiptId !== null && notice.receiptId !== receiptId;
  const strong = amount === 'agrees' && account === 'agrees' && inWindow && !used;
  const closeness = inWindow ? 1 - Math.abs(minutes) / MATCH_WINDOW_MINUTES : 0;
  const score = used
    ? 0
    : Math.round(
        (amount === 'agrees' ? 45 : 0) +
          (account === 'agrees' ? 25 : 0) +
          20 * closeness +
          (sender === 'agrees' ? 10 : 0),
      );
  return { amount, account, minutes, inWindow, sender, used, strong, score };
}

/** Best first: higher score, then the nearer in time, then the older notice. */
export function rankMatches<T extends { facts: MatchFacts; id: number }>(matches: T[]): T[] {
  return [...matches].sort(
    (a, b) =>
      b.facts.score - a.facts.score || Math.abs(a.facts.minutes) - Math.abs(b.facts.minutes) || a.id - b.id,
  );
}

/** The one notice that proves the receipt on its own, or null when none or several do. */
export function soleStrongMatch<T extends { facts: MatchFacts }>(matches: T[]): T | null {
  const strong = matches.filter((m) => m.facts.strong);
  return strong.length === 1 ? strong[0]! : null;
}
