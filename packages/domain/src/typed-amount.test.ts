import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_MESSAGES as M, centavosRefusal, centavosToTyped, readTypedAmount } from './typed-amount';

describe('readTypedAmount', () => {
  it.each([
    ['1.500,50', 150_050],
    ['1500,50', 150_050],
    ['1500.5', 150_050],
    ['1.000.000', 100_000_000],
    ['$ 300.000', 30_000_000],
  ])('%s reads as %i centavos', (typed, centavos) => {
    expect(readTypedAmount(typed)).toEqual({ centavos });
  });

  it.each([
    ['1,500', M.ambiguous],
    ['1,500,000', M.ambiguous],
    ['1500,505', M.decimals],
    ['1.500,505', M.decimals],
    ['1500.505', M.decimals],
    ['0,001', M.decimals],
    ['-100', M.notPositive],
    ['0', M.notPositive],
    ['0,00', M.notPositive],
  ])('%s is refused live: %s', (typed, refusal) => {
    const read = readTypedAmount(typed);
    expect(read).toMatchObject({ centavos: null, refusal });
    expect(read.unreadable).toBeFalsy();
  });

  it.each(['1.', '1.500,5,', 'abc', '1.50.0', '1e3', '-'])(
    '%j is unclear, shown once the field is left',
    (typed) => {
      expect(readTypedAmount(typed)).toEqual({ centavos: null, refusal: M.unclear, unreadable: true });
    },
  );

  it('checks the bounds with the form’s own texts, or the generic ones', () => {
    const balance = { max: 1_000_00, aboveMax: 'supera el saldo', belowMin: 'mayor a 0' };
    expect(readTypedAmount('1.000', balance)).toEqual({ centavos: 1_000_00 });
    expect(readTypedAmount('1.000,01', balance).refusal).toBe('supera el saldo');
    expect(readTypedAmount('0', balance).refusal).toBe('mayor a 0');
    expect(readTypedAmount('-5', balance).refusal).toBe('mayor a 0');
    expect(readTypedAmount('10.000.000.000,01', { max: 10_000_000_000_00 }).refusal).toBe(
      'El monto no puede superar $ 10.000.000.000,00',
    );
    expect(readTypedAmount('0', { min: 0 })).toEqual({ centavos: 0 });
    expect(readTypedAmount('-5', { min: 0 }).refusal).toBe(M.negative);
  });

  it('refuses empty text only when the form requires the field', () => {
    expect(readTypedAmount('  ')).toEqual({ centavos: null, refusal: undefined });
    expect(readTypedAmount('', { required: 'Debe ingresar un monto' })).toEqual({
      centavos: null,
      refusal: 'Debe ingresar un monto',
    });
  });

  it('centavosRefusal applies the same bounds to an amount already read', () => {
    expect(centavosRefusal(0)).toBe(M.notPositive);
    expect(centavosRefusal(1)).toBeUndefined();
    expect(centavosRefusal(501, { max: 500 })).toBe('El monto no puede superar $ 5,00');
  });
});

describe('centavosToTyped', () => {
  it.each([
    [150_050, '1.500,50'],
    [30_000_000, '300.000'],
    [5, '0,05'],
  ])('%i → %s', (centavos, typed) => {
    expect(centavosToTyped(centavos)).toBe(typed);
  });

  it('reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000_00 }), (centavos) => {
        expect(readTypedAmount(centavosToTyped(centavos)).centavos).toBe(centavos);
      }),
    );
  });
});
