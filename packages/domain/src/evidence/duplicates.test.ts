import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DUPLICATE_KIND_LABELS,
  DUPLICATE_KINDS,
  PHASH_MAX_DISTANCE,
  phashBitsToBigint,
  phashDistance,
} from './duplicates';

const bits = fc.array(fc.constantFrom('0', '1'), { minLength: 64, maxLength: 64 }).map((b) => b.join(''));
/** `hash` with the bits at `positions` turned over. */
const flip = (hash: string, positions: number[]) =>
  [...hash].map((b, i) => (positions.includes(i) ? (b === '0' ? '1' : '0') : b)).join('');
const differing = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;

/** A receipt's hash as sharp-phash writes it (a template's picture: mostly a pattern). */
const RECEIPT = '1100101011110000101010100101010111110000000011111010101001010101';

describe('phashBitsToBigint: the hash as the signed 64-bit integer the database stores', () => {
  it.each([
    ['0'.repeat(64), 0n],
    ['0'.repeat(63) + '1', 1n],
    ['1'.repeat(64), -1n],
    ['1' + '0'.repeat(63), -(2n ** 63n)],
    ['0' + '1'.repeat(63), 2n ** 63n - 1n],
  ])('%s is %d', (hash, stored) => {
    expect(phashBitsToBigint(hash)).toBe(stored);
  });

  it('keeps every bit and always fits a PostgreSQL bigint', () => {
    fc.assert(
      fc.property(bits, (hash) => {
        const stored = phashBitsToBigint(hash);
        expect(stored >= -(2n ** 63n) && stored < 2n ** 63n).toBe(true);
        expect(BigInt.asUintN(64, stored).toString(2).padStart(64, '0')).toBe(hash);
      }),
    );
  });

  it.each([
    ['0'.repeat(63)],
    ['0'.repeat(65)],
    [''],
    ['2'.repeat(64)],
    [`${'0'.repeat(32)} ${'0'.repeat(31)}`],
  ])('refuses %j', (hash) => {
    expect(() => phashBitsToBigint(hash)).toThrow('perceptual hash: 64 bits expected');
  });
});

describe('phashDistance: how many of the 64 bits differ', () => {
  it('counts the differing bits of two stored hashes, the sign bit included', () => {
    fc.assert(
      fc.property(bits, bits, (a, b) => {
        expect(phashDistance(phashBitsToBigint(a), phashBitsToBigint(b))).toBe(differing(a, b));
      }),
    );
    expect(phashDistance(phashBitsToBigint('0'.repeat(64)), phashBitsToBigint('1'.repeat(64)))).toBe(64);
    expect(phashDistance(0n, phashBitsToBigint('1' + '0'.repeat(63)))).toBe(1);
  });

  it('is symmetric, and 0 only for the same hash', () => {
    fc.assert(
      fc.property(bits, bits, (a, b) => {
        const [x, y] = [phashBitsToBigint(a), phashBitsToBigint(b)];
        expect(phashDistance(x, y)).toBe(phashDistance(y, x));
        expect(phashDistance(x, y) === 0).toBe(a === b);
      }),
    );
  });

  it(`takes a picture ${PHASH_MAX_DISTANCE} bits away as the same, one bit more as another`, () => {
    const stored = phashBitsToBigint(RECEIPT);
    const sameAt = (n: number) =>
      phashDistance(stored, phashBitsToBigint(flip(RECEIPT, [0, 9, 17, 31, 40, 52, 63].slice(0, n)))) <=
      PHASH_MAX_DISTANCE;
    // docs/features/evidence.md: re-encoded copies land 0-5 bits apart, within 6 is the same picture.
    expect([0, 5, 6].map(sameAt)).toEqual([true, true, true]);
    expect(sameAt(7)).toBe(false);
  });
});

describe('duplicate kinds', () => {
  it('names each kind in Spanish as /checker shows it', () => {
    expect(DUPLICATE_KINDS.map((kind) => DUPLICATE_KIND_LABELS[kind])).toEqual([
      'Mismo archivo',
      'Misma imagen',
      'Mismo número de operación',
    ]);
  });
});
