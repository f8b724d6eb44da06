import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centavosToPesos,
  formatCentavos,
  formatPesos,
  MAX_TYPED_CENTAVOS,
  parseAmount,
  pesosToCentavos,
  wirePesosToCentavos,
} from './money';

describe('money', () => {
  it.each([
    [0, '$ 0,00'],
    [5, '$ 0,05'],
    [99_999, '$ 999,99'],
    [100_000, '$ 1.000,00'],
    [1_234_567, '$ 12.345,67'],
    [123_456_789_012, '$ 1.234.567.890,12'],
    [-1_234_567, '-$ 12.345,67'],
  ])('%i centavos → %s', (centavos, expected) => {
    expect(formatCentavos(centavos)).toBe(expected);
  });

  it('turns wire pesos into centavos without float drift', () => {
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(pesosToCentavos(1234.5)).toBe(123450);
    expect(formatPesos(19.99)).toBe('$ 19,99');
  });
});

describe('wirePesosToCentavos (pesos on the wire, two decimals at most)', () => {
  it.each([
    [1500.5, 150050],
    [0.05, 5],
    [19.99, 1999],
    [1.1, 110],
    [0.29, 29],
    [0, 0],
    [-12.3, -1230],
    [1e21, 1e23],
    [9_999_999_999_999.99, MAX_TYPED_CENTAVOS],
  ])('%d → %d centavos', (pesos, centavos) => {
    expect(wirePesosToCentavos(pesos)).toBe(centavos);
  });

  it.each([1500.505, 0.001, 1e-7, 0.1 + 0.2, 1.005 * 1000, -0.125, Number.NaN, Infinity])(
    'refuses %d (more than two decimals, or no number)',
    (pesos) => {
      expect(wirePesosToCentavos(pesos)).toBeNull();
    },
  );

  it('reads back every amount the server sends', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TYPED_CENTAVOS, max: MAX_TYPED_CENTAVOS }), (centavos) => {
        expect(wirePesosToCentavos(centavosToPesos(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('parseAmount (centavos from what a person typed)', () => {
  it.each([
    ['1.500,50', 150_050],
    ['1500.5', 150_050],
    ['1500,5', 150_050],
    ['1500,50', 150_050],
    ['1.500', 150_000],
    ['1.500.000', 150_000_000],
    ['1.500.000,25', 150_000_025],
    ['1,500.50', 150_050],
    ['1500', 150_000],
    ['$ 1.500,50', 150_050],
    [' 2 500 ', 250_000],
    ['0,05', 5],
    ['0.5', 50],
    ['0', 0],
    ['007', 700],
    ['12.34', 1_234],
    ['9999999999999,99', 999_999_999_999_999],
  ])('%s → %i', (typed, centavos) => {
    expect(parseAmount(typed)).toBe(centavos);
  });

  it.each([
    '',
    '$',
    'abc',
    '-100',
    '1e3',
    '1,500', // a comma before three digits: 1,50 or 1500? refused, not guessed
    '1,500,000',
    '1.5000',
    '0.500',
    '1.50.0',
    '1.500,5.0',
    '1,500,50',
    '1,2,3',
    '1.',
    ',5',
    '1,505',
    '1.500,505',
    '12.34.567',
    '99999999999999',
  ])('%j is refused', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });

  it('reads back every amount formatCentavos writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_CENTAVOS }), (centavos) => {
        expect(parseAmount(formatCentavos(centavos))).toBe(centavos);
        expect(parseAmount((centavos / 100).toFixed(2))).toBe(centavos);
      }),
    );
  });

  it('wire pesos and back are exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_CENTAVOS }), (centavos) => {
        expect(pesosToCentavos(centavosToPesos(centavos))).toBe(centavos);
      }),
    );
  });
});
