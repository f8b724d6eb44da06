import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wirePesos } from './wire-pesos';

const amount = wirePesos(z.number({ error: 'no es número' }), 'dos decimales', {
  max: 1_000_00,
  belowMin: 'mayor a 0',
  aboveMax: 'muy grande',
});
const refusal = (value: unknown) => amount.safeParse(value).error?.issues.map((i) => i.message);

describe('wirePesos (a money field on the wire)', () => {
  it('comes out in exact centavos', () => {
    expect(amount.parse(0.29)).toBe(29);
    expect(amount.parse(1000)).toBe(1_000_00);
  });

  it('checks the type, then the decimals, then the bounds, with one message each', () => {
    expect(refusal('12')).toEqual(['no es número']);
    expect(refusal(-0.001)).toEqual(['dos decimales']);
    expect(refusal(0)).toEqual(['mayor a 0']);
    expect(refusal(1000.01)).toEqual(['muy grande']);
  });
});
