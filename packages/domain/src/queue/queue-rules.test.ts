import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fourEyesBody,
  LEASE_SECONDS,
  needsSecondOperator,
  QUEUE_MESSAGES as M,
  RENEW_SECONDS,
  SILENT_SECONDS,
  type FourEyesLimits,
} from './queue-rules';

const OFF: FourEyesLimits = { fourEyesAbove: null, fourEyesEditAbove: null };
/** An island asking a second operator above $ 500.000, or for an edit that raises past $ 100.000. */
const ISLAND: FourEyesLimits = { fourEyesAbove: 500_000_00, fourEyesEditAbove: 100_000_00 };
/** The player's message said $ 80.000. */
const receipt = { amount: 80_000_00 };

describe('needsSecondOperator: four eyes (docs/features/queue.md)', () => {
  it.each<[string, FourEyesLimits, number, boolean, boolean]>([
    ['limits off, a large approval', OFF, 99_000_000_00, true, false],
    ['an approval above the limit', ISLAND, 500_000_01, false, true],
    ['an approval of exactly the limit', ISLAND, 500_000_00, false, false],
    ['an edit that raises above both the message and the edit limit', ISLAND, 100_000_01, true, true],
    ['an edit that raises to exactly the edit limit', ISLAND, 100_000_00, true, false],
    ['an edit that raises, below the edit limit', ISLAND, 90_000_00, true, false],
    [
      'the same amount, not edited, above the edit limit',
      { ...ISLAND, fourEyesAbove: null },
      150_000_00,
      false,
      false,
    ],
    ['an edit above the approval limit', ISLAND, 600_000_00, true, true],
    [
      'only the edit limit set, an edit that raises past it',
      { ...OFF, fourEyesEditAbove: 1_000_00 },
      85_000_00,
      true,
      true,
    ],
  ])('%s', (_case, limits, approved, edited, needed) => {
    expect(needsSecondOperator(limits, receipt, approved, edited)).toBe(needed);
  });

  it('lets an edit that lowers the amount through, however high the message amount', () => {
    const big = { amount: 400_000_00 };
    expect(needsSecondOperator(ISLAND, big, 300_000_00, true)).toBe(false);
    expect(needsSecondOperator(ISLAND, big, 400_000_00, true)).toBe(false);
    expect(needsSecondOperator(ISLAND, big, 400_000_01, true)).toBe(true);
  });

  const limit = fc.option(fc.integer({ min: 1, max: 100_000_000_00 }), { nil: null });
  const amount = fc.integer({ min: 1, max: 100_000_000_00 });

  it('never asks for a second operator when the island has both limits off', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (declared, approved, edited) => {
        expect(needsSecondOperator(OFF, { amount: declared }, approved, edited)).toBe(false);
      }),
    );
  });

  it('never lets a larger amount through where a smaller one needed a second operator', () => {
    fc.assert(
      fc.property(
        limit,
        limit,
        amount,
        amount,
        amount,
        fc.boolean(),
        (above, editAbove, declared, a, b, edited) => {
          const limits = { fourEyesAbove: above, fourEyesEditAbove: editAbove };
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (needsSecondOperator(limits, { amount: declared }, low, edited))
            expect(needsSecondOperator(limits, { amount: declared }, high, edited)).toBe(true);
        },
      ),
    );
  });

  it('holds an approval that was not edited only by the approval limit', () => {
    fc.assert(
      fc.property(limit, limit, amount, amount, (above, editAbove, declared, approved) => {
        expect(
          needsSecondOperator(
            { fourEyesAbove: above, fourEyesEditAbove: editAbove },
            { amount: declared },
            approved,
            false,
          ),
        ).toBe(above !== null && approved > above);
      }),
    );
  });
});

describe('fourEyesBody: the limits rol 1 sets in pesos', () => {
  it.each([
    [
      { fourEyesAbove: 500_000, fourEyesEditAbove: 100_000.5 },
      { fourEyesAbove: 500_000, fourEyesEditAbove: 100_000.5 },
    ],
    [
      { fourEyesAbove: 0.01, fourEyesEditAbove: 100_000_000 },
      { fourEyesAbove: 0.01, fourEyesEditAbove: 100_000_000 },
    ],
    [
      { fourEyesAbove: null, fourEyesEditAbove: null },
      { fourEyesAbove: null, fourEyesEditAbove: null },
    ],
    [{ fourEyesAbove: 1_500.5 }, { fourEyesAbove: 1_500.5, fourEyesEditAbove: null }],
    [{}, { fourEyesAbove: null, fourEyesEditAbove: null }],
    [undefined, { fourEyesAbove: null, fourEyesEditAbove: null }],
    [{ claimLimit: 4 }, { fourEyesAbove: null, fourEyesEditAbove: null, claimLimit: 4 }],
  ])('takes %j as %j (null: off)', (body, limits) => {
    expect(fourEyesBody.parse(body)).toEqual(limits);
  });

  it.each([
    { fourEyesAbove: 0 },
    { fourEyesAbove: -1 },
    { fourEyesAbove: 100_000_000.01 },
    { fourEyesEditAbove: 1_500.505 },
    { fourEyesAbove: 500_000, fourEyesEditAbove: 0 },
  ])('refuses %j with the Spanish rule', (body) => {
    expect(fourEyesBody.safeParse(body).error?.issues[0]?.message).toBe(M.fourEyesInvalid);
  });

  it.each([0, 51, 2.5])('refuses a claim limit of %j with its Spanish rule', (claimLimit) => {
    expect(fourEyesBody.safeParse({ claimLimit }).error?.issues[0]?.message).toBe(M.claimLimitInvalid);
  });

  it('refuses a limit that is not a number with the type message, not the rule', () => {
    const issues = fourEyesBody.safeParse({ fourEyesAbove: '500000' }).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(['fourEyesAbove']);
    expect(issues[0]!.message).not.toBe(M.fourEyesInvalid);
  });
});

describe('claim timing (docs/features/queue.md)', () => {
  it('takes over a silent browser’s claim after three missed renewals, well before its lease ends', () => {
    expect(SILENT_SECONDS).toBe(3 * RENEW_SECONDS);
    // claim-queries.ts finds a silent claim by a lease end still more than this far away.
    expect(LEASE_SECONDS - SILENT_SECONDS).toBeGreaterThan(0);
  });
});
