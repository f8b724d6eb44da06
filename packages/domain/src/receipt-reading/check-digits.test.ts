import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCentavos, MAX_TYPED_CENTAVOS } from '../money';
import { cbuIn, isValidCbu } from './accounts';
import { amountIn } from './amounts';
import { isValidTaxId, taxIdCheckDigit } from './tax-ids';

/** Rules the parser relies on to keep a doubtful value untrusted (docs/features/receipt-reading.md). */
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const cbuCheck = (part: string, weights: number[]) =>
  (10 - ([...part].reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 10)) % 10;
const makeCbu = (bank: string, account: string) => {
  const first = bank + cbuCheck(bank, [7, 1, 3, 9, 7, 1, 3]);
  return first + account + cbuCheck(account, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]);
};
/** One digit changed to another. */
const mutate = (value: string, at: number, by: number) =>
  value.slice(0, at) + String((Number(value[at]) + by) % 10) + value.slice(at + 1);

describe('CUIT/CUIL check digit (mod 11, weights 5,4,3,2,7,6,5,4,3,2)', () => {
  const prefix = fc.constantFrom('20', '23', '24', '27', '30', '33', '34');

  it('accepts every number with its own check digit and refuses any other last digit', () => {
    fc.assert(
      fc.property(prefix, digits(8), fc.integer({ min: 1, max: 9 }), (p, dni, by) => {
        const check = taxIdCheckDigit(p + dni);
        fc.pre(check < 10);
        const cuit = `${p}${dni}${check}`;
        expect(isValidTaxId(cuit)).toBe(true);
        expect(isValidTaxId(mutate(cuit, 10, by))).toBe(false);
      }),
    );
  });

  it('catches any single digit of the document mistyped', () => {
    fc.assert(
      fc.property(
        prefix,
        digits(8),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (p, dni, at, by) => {
          const check = taxIdCheckDigit(p + dni);
          fc.pre(check < 10);
          expect(isValidTaxId(mutate(`${p}${dni}${check}`, at, by))).toBe(false);
        },
      ),
    );
  });

  it.each(['20123456786', '27123456780', '20334445551', '30712345671'])('%s is valid', (cuit) => {
    expect(isValidTaxId(cuit)).toBe(true);
  });
});

describe('CBU/CVU check digits (two blocks, weights 7,1,3,9)', () => {
  it('accepts a CBU built with both check digits and refuses one with any digit changed', () => {
    fc.assert(
      fc.property(
        digits(7),
        digits(13),
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, account, at, by) => {
          const cbu = makeCbu(bank, account);
          expect(isValidCbu(cbu)).toBe(true);
          expect(isValidCbu(mutate(cbu, at, by))).toBe(false);
        },
      ),
    );
  });

  it('takes a CBU out of a mark OCR glued to it only when one 22 digits inside hold their check digits', () => {
    fc.assert(
      fc.property(
        digits(7),
        digits(13),
        fc.constantFrom('T1', '1', '7', 'l', '|', '0', '99'),
        (bank, account, mark) => {
          const cbu = makeCbu(bank, account);
          for (const token of [mark + cbu, cbu + mark]) {
            const asRead = token.replace(/[Tl|]/g, '1');
            const validInside = [0, 1, 2].filter((at) => isValidCbu(asRead.slice(at, at + 22))).length;
            // Where a digit of the mark makes another valid 22, the reading does not choose.
            expect(cbuIn(`CBU/CVU ${token}`)).toBe(validInside === 1 ? cbu : null);
          }
        },
      ),
    );
  });

  it('refuses what is not 22 digits', () => {
    expect(isValidCbu('017009922000006779737')).toBe(false);
    expect(isValidCbu('01700992200000677973700')).toBe(false);
    expect(isValidCbu('0170099220000067797370')).toBe(true);
  });
});

describe('what is an amount', () => {
  it('a bare run of digits after a label is never one (a CBU, CUIT or operation number)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,21}$/), (run) => {
        expect(amountIn(run, true)).toBeNull();
      }),
    );
  });

  it('a count of things is never one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('transferencias', 'cuotas', 'pagos'),
        (n, what) => {
          expect(amountIn(`${n} ${what}`, true)).toBeNull();
        },
      ),
    );
  });

  it('every es-AR figure reads back, with the sign anywhere and without it after a label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TYPED_CENTAVOS }), (centavos) => {
        const written = formatCentavos(centavos);
        const wire = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
        expect(amountIn(written)).toBe(wire);
        expect(amountIn(`Total ${written} ARS`)).toBe(wire);
        expect(amountIn(written.replace('$ ', ''), true)).toBe(wire);
      }),
    );
  });
});
