import { describe, expect, it } from 'vitest';
import { formatCentavos, formatPesos, pesosToCentavos } from './money';

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
