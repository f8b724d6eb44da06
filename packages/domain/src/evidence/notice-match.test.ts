import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MATCH_WINDOW_MINUTES,
  matchFacts,
  rankMatches,
  soleStrongMatch,
  type MatchFacts,
  type NoticeSide,
  type ReceiptSide,
} from './notice-match';

const RECEIPT_ID = 12;
const MINUTE = 60_000;
const uploadedAt = new Date('2026-03-12T14:30:00-03:00');
/** A notice `minutes` before the upload (negative: after it). */
const before = (minutes: number) => new Date(uploadedAt.getTime() - minutes * MINUTE);

/** Martina uploads a $ 1.500,50 receipt paid into account 7. */
const receipt: ReceiptSide = { amount: 1_500_50, bankAccountId: 7, uploadedAt, holderName: 'Martina López' };
/** Her bank's notice of that transfer, at the minute of the upload. */
const notice: NoticeSide = {
  id: 31,
  amount: 1_500_50,
  bankAccountId: 7,
  noticedAt: uploadedAt,
  from: 'MARTINA LOPEZ',
  receiptId: null,
};

const facts = (n: Partial<NoticeSide>, r: Partial<ReceiptSide> = {}) =>
  matchFacts({ ...receipt, ...r }, { ...notice, ...n }, RECEIPT_ID);

describe('matchFacts: what a bank notice says about a receipt (docs/features/evidence.md)', () => {
  it('proves the receipt with the full score when everything agrees at the minute of the upload', () => {
    expect(facts({})).toEqual<MatchFacts>({
      amount: 'agrees',
      account: 'agrees',
      minutes: 0,
      inWindow: true,
      sender: 'agrees',
      used: false,
      strong: true,
      score: 100,
    });
  });

  // Score: amount 45, account 25, closeness up to 20 (20 at 0 min, 0 at 120), sender 10.
  it.each<[string, Partial<NoticeSide>, Partial<MatchFacts>]>([
    ['an hour before the upload', { noticedAt: before(60) }, { minutes: 60, strong: true, score: 90 }],
    ['half an hour after the upload', { noticedAt: before(-30) }, { minutes: -30, strong: true, score: 95 }],
    ['at the edge of the window', { noticedAt: before(120) }, { inWindow: true, strong: true, score: 80 }],
    ['a minute past the window', { noticedAt: before(121) }, { inWindow: false, strong: false, score: 80 }],
    ['late, past the window', { noticedAt: before(-180) }, { inWindow: false, strong: false, score: 80 }],
    ['one centavo more', { amount: 1_500_51 }, { amount: 'differs', strong: false, score: 55 }],
    ['another receiving account', { bankAccountId: 8 }, { account: 'differs', strong: false, score: 75 }],
    ['a notice with no account', { bankAccountId: null }, { account: 'unknown', strong: false, score: 75 }],
    ['another sender', { from: 'Juan Pérez' }, { sender: 'differs', strong: true, score: 90 }],
    ['a notice with no sender', { from: '  ' }, { sender: 'unknown', strong: true, score: 90 }],
  ])('%s', (_case, n, expected) => {
    expect(facts(n)).toMatchObject(expected);
  });

  it.each<[string, Partial<ReceiptSide>, Partial<MatchFacts>]>([
    ['a receipt with no account', { bankAccountId: null }, { account: 'unknown', strong: false, score: 75 }],
    ['no holder read', { holderName: null }, { sender: 'unknown', strong: true, score: 90 }],
  ])('%s', (_case, r, expected) => {
    expect(facts({}, r)).toMatchObject(expected);
  });

  it('counts whole minutes from the notice to the upload', () => {
    expect(facts({ noticedAt: new Date(uploadedAt.getTime() - 2 * MINUTE - 40_000) }).minutes).toBe(3);
    expect(facts({ noticedAt: new Date(uploadedAt.getTime() + 2 * MINUTE + 10_000) }).minutes).toBe(-2);
  });

  describe('a notice that already confirmed a receipt', () => {
    it('cannot prove another one: score 0, never strong', () => {
      expect(facts({ receiptId: 99 })).toMatchObject({ used: true, strong: false, score: 0 });
    });

    it('still proves the receipt it confirmed', () => {
      expect(facts({ receiptId: RECEIPT_ID })).toMatchObject({ used: false, strong: true, score: 100 });
    });

    it('counts as used when no receipt is named', () => {
      expect(matchFacts(receipt, { ...notice, receiptId: RECEIPT_ID }).used).toBe(true);
    });
  });

  describe('sender against the holder: every word of the shorter name in the longer', () => {
    it.each<[string | null, string, MatchFacts['sender']]>([
      ['Martina López', 'MARTINA LOPEZ', 'agrees'],
      ['Martina López', 'López, Martina', 'agrees'],
      ['Martina López', 'MARTINA B. LOPEZ GARCIA', 'agrees'],
      ['Martina López', 'Martina', 'agrees'],
      ['MARTINA', 'Martina Sofía López', 'agrees'],
      ['Martina López', 'Martín López', 'differs'],
      ['Martina López', 'Juan Pérez', 'differs'],
      ['Martina López', 'Martina Pérez', 'differs'],
      [null, 'MARTINA LOPEZ', 'unknown'],
      ['Martina López', '', 'unknown'],
      ['Martina López', ' - ', 'unknown'],
      ['J.', 'MARTINA LOPEZ', 'unknown'],
    ])('%j and %j: %s', (holderName, from, sender) => {
      expect(facts({ from }, { holderName }).sender).toBe(sender);
    });
  });
});

const WORDS = ['Martina', 'MARTINA', 'López', 'lopez', 'Juan', 'Pérez', 'de', 'la', 'B.', '-'];
const name = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(' '));
/** A name that repeats no word (case and accents aside), as people's names do. */
const distinctName = fc
  .uniqueArray(fc.constantFrom(...WORDS), {
    maxLength: 4,
    selector: (w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  })
  .map((w) => w.join(' '));
const centavos = fc.integer({ min: 1, max: 100_000_000_00 });
const account = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
const minutes = fc.integer({ min: -300, max: 300 });
const receiptSide = fc.record({
  amount: centavos,
  bankAccountId: account,
  uploadedAt: fc.constant(uploadedAt),
  holderName: fc.option(name, { nil: null }),
});
const noticeSide = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  amount: centavos,
  bankAccountId: account,
  noticedAt: minutes.map(before),
  from: name,
  receiptId: fc.option(fc.constantFrom(RECEIPT_ID, 99), { nil: null }),
});

describe('matchFacts: invariants', () => {
  it('a notice of another amount never proves the receipt and scores at most 55', () => {
    fc.assert(
      fc.property(receiptSide, noticeSide, (r, n) => {
        fc.pre(r.amount !== n.amount);
        const f = matchFacts(r, n, RECEIPT_ID);
        expect(f.strong).toBe(false);
        expect(f.score).toBeLessThanOrEqual(55);
      }),
    );
  });

  it('scores 0 to 100, and a strong match at least 70', () => {
    fc.assert(
      fc.property(receiptSide, noticeSide, (r, n) => {
        const f = matchFacts(r, n, RECEIPT_ID);
        expect(Number.isInteger(f.score) && f.score >= 0 && f.score <= 100).toBe(true);
        if (f.strong) expect(f.score).toBeGreaterThanOrEqual(70);
      }),
    );
  });

  it('depends on the gap between notice and upload, not on the notice id or the day', () => {
    fc.assert(
      fc.property(
        receiptSide,
        noticeSide,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -400, max: 400 }),
        (r, n, otherId, days) => {
          const shift = (d: Date) => new Date(d.getTime() + days * 24 * 60 * MINUTE);
          const moved = matchFacts(
            { ...r, uploadedAt: shift(r.uploadedAt) },
            { ...n, id: otherId, noticedAt: shift(n.noticedAt) },
            RECEIPT_ID,
          );
          expect(moved).toEqual(matchFacts(r, n, RECEIPT_ID));
        },
      ),
    );
  });

  it('reads the sender the same whichever side carries which name', () => {
    fc.assert(
      fc.property(distinctName, distinctName, (a, b) => {
        expect(facts({ from: a }, { holderName: b }).sender).toBe(
          facts({ from: b }, { holderName: a }).sender,
        );
      }),
    );
  });

  it('never scores a nearer notice lower than a farther one, on either side of the upload', () => {
    fc.assert(
      fc.property(noticeSide, minutes, minutes, (n, a, b) => {
        fc.pre(Math.abs(a) <= Math.abs(b));
        const near = matchFacts(receipt, { ...n, noticedAt: before(a) }, RECEIPT_ID);
        const far = matchFacts(receipt, { ...n, noticedAt: before(b) }, RECEIPT_ID);
        expect(near.score).toBeGreaterThanOrEqual(far.score);
      }),
    );
  });

  it('is strong exactly when amount and account agree inside the window on an unused notice', () => {
    fc.assert(
      fc.property(receiptSide, noticeSide, (r, n) => {
        const f = matchFacts(r, n, RECEIPT_ID);
        const inside =
          Math.abs(r.uploadedAt.getTime() - n.noticedAt.getTime()) <= MATCH_WINDOW_MINUTES * MINUTE;
        const proves =
          r.amount === n.amount &&
          r.bankAccountId !== null &&
          r.bankAccountId === n.bankAccountId &&
          inside &&
          (n.receiptId === null || n.receiptId === RECEIPT_ID);
        expect(f.strong).toBe(proves);
      }),
    );
  });
});

/** A scored notice as the server ranks them: its id and its facts. */
const scored = (id: number, n: Partial<NoticeSide>) => ({ id, facts: facts({ ...n, id }) });

describe('rankMatches: best first', () => {
  it('puts the higher score first, then the nearer in time either side, then the older notice', () => {
    const otherAccount = scored(1, { bankAccountId: 8 }); // 75
    const hourAfter = scored(2, { noticedAt: before(-60) }); // 90
    const hourBefore = scored(3, { noticedAt: before(60) }); // 90, same gap: the older id goes first
    const tenBefore = scored(4, { noticedAt: before(10), from: 'Juan Pérez' }); // 88
    const used = scored(5, { receiptId: 99 }); // 0
    const atUpload = scored(6, { noticedAt: before(0) }); // 100
    const ranked = rankMatches([otherAccount, hourAfter, hourBefore, tenBefore, used, atUpload]);
    expect(ranked.map((m) => m.id)).toEqual([6, 2, 3, 4, 1, 5]);
  });

  it('breaks a tie in score by the nearer notice, whatever its id', () => {
    const hourBeforeSameSender = scored(7, { noticedAt: before(60) }); // 45 + 25 + 10 + 10 = 90
    const atUploadOtherSender = scored(8, { from: 'Juan Pérez' }); // 45 + 25 + 20 = 90
    expect(rankMatches([hourBeforeSameSender, atUploadOtherSender]).map((m) => m.id)).toEqual([8, 7]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [scored(1, { bankAccountId: 8 }), scored(2, {})];
    rankMatches(list);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
  });

  it('gives the same order whatever order the notices arrive in', () => {
    const notices = fc.uniqueArray(noticeSide, { selector: (n) => n.id, maxLength: 8 });
    fc.assert(
      fc.property(
        notices.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, shuffled]) => {
          const rank = (l: NoticeSide[]) =>
            rankMatches(l.map((n) => ({ id: n.id, facts: matchFacts(receipt, n, RECEIPT_ID) }))).map(
              (m) => m.id,
            );
          expect(rank(shuffled)).toEqual(rank(list));
        },
      ),
    );
  });
});

describe('soleStrongMatch: the notice /checker sends with an approval', () => {
  it('is the one strong notice among weaker ones', () => {
    const proof = scored(2, { noticedAt: before(30) });
    expect(soleStrongMatch([scored(1, { bankAccountId: 8 }), proof, scored(3, { receiptId: 99 })])).toBe(
      proof,
    );
  });

  it('is none when no notice is strong', () => {
    expect(
      soleStrongMatch([scored(1, { amount: 1_000_00 }), scored(2, { noticedAt: before(200) })]),
    ).toBeNull();
    expect(soleStrongMatch([])).toBeNull();
  });

  it('is none when two notices could each prove the receipt: the operator chooses', () => {
    expect(soleStrongMatch([scored(1, {}), scored(2, { noticedAt: before(45) })])).toBeNull();
  });
});
