import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_MESSAGES as M,
  audienceBody,
  audienceCsvFilename,
  audienceFiltersQuery,
  audienceMessage,
} from './audience-rules';

const ok = {
  name: 'Inactivos',
  chargesQuantityMin: 1,
  chargesQuantityMax: 10,
  daysInactiveMin: 3,
  daysInactiveMax: 30,
  chargeAmountMin: 0,
  chargeAmountMax: 100000,
};

describe('audience rules (docs/features/audiences.md), in order', () => {
  // Each case also breaks every later rule, so only the first failing rule may speak.
  it.each([
    [{ ...ok, name: '  ', chargesQuantityMin: null, daysInactiveMin: 99 }, M.nameRequired],
    [{ ...ok, name: 'x'.repeat(101), chargesQuantityMin: null }, M.nameTooLong],
    [{ ...ok, chargeAmountMax: null, chargesQuantityMin: 50, daysInactiveMin: 99 }, M.emptyFields],
    [{ ...ok, daysInactiveMin: undefined }, M.emptyFields],
    [{ ...ok, chargesQuantityMin: 11, daysInactiveMin: 99, chargeAmountMax: -1 }, M.chargesQuantityOrder],
    [{ ...ok, daysInactiveMin: 31, chargeAmountMin: 200000 }, M.daysInactiveOrder],
    [{ ...ok, chargeAmountMin: 100001, chargesQuantityMax: 10000 }, M.chargeAmountOrder],
    [{ ...ok, chargesQuantityMax: 10000, daysInactiveMax: 10000 }, M.chargesQuantityRange],
    [{ ...ok, chargesQuantityMin: -1, daysInactiveMax: 10000 }, M.chargesQuantityRange],
    [{ ...ok, chargesQuantityMin: 1.5 }, M.chargesQuantityRange],
    [{ ...ok, daysInactiveMax: 10000, chargeAmountMax: 10000000 }, M.daysInactiveRange],
    [{ ...ok, chargeAmountMax: 10000000 }, M.chargeAmountRange],
    [{ ...ok, chargeAmountMax: 10.005 }, M.chargeAmountRange],
    [{ ...ok, chargesQuantityMax: Number.NaN }, M.chargesQuantityRange],
  ])('%o → %s', (input, message) => {
    expect(audienceMessage(input)).toBe(message);
  });

  it('accepts the limits themselves and amounts with centavos', () => {
    expect(
      audienceMessage({
        name: 'x'.repeat(100),
        chargesQuantityMin: 0,
        chargesQuantityMax: 9999,
        daysInactiveMin: 0,
        daysInactiveMax: 9999,
        chargeAmountMin: 0.1,
        chargeAmountMax: 9999999,
      }),
    ).toBeUndefined();
  });

  it('uses the exact Spanish texts of the spec', () => {
    expect(M.nameRequired).toBe('El campo "Nombre de Público" no puede estar vacío');
    expect(M.emptyFields).toBe('Hay campos vacíos');
    expect(M.chargesQuantityOrder).toBe(
      'El mínimo de cantidad de cargas seleccionado no puede ser superior al máximo',
    );
  });
});

describe('audience schemas', () => {
  it('give the server the same first message', () => {
    const result = audienceBody.safeParse({ ...ok, name: '', chargesQuantityMin: 'abc' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.nameRequired]);
  });

  it('read query strings: empty is empty, text that is no number fails its range', () => {
    const query = Object.fromEntries(Object.entries(ok).map(([k, v]) => [k, String(v)]));
    expect(audienceFiltersQuery.parse(query)).toMatchObject({
      chargesQuantityMax: 10,
      chargeAmountMax: 100000,
    });
    expect(audienceFiltersQuery.safeParse({ ...query, daysInactiveMax: '' }).error?.issues[0]?.message).toBe(
      M.emptyFields,
    );
    expect(audienceFiltersQuery.safeParse({ ...query, daysInactiveMax: 'x' }).error?.issues[0]?.message).toBe(
      M.daysInactiveRange,
    );
  });

  it('trims the name it saves', () => {
    expect(audienceBody.parse({ ...ok, name: '  Nuevos  ' }).name).toBe('Nuevos');
  });
});

describe('CSV file name', () => {
  it("is the audience's name and the Buenos Aires date", () => {
    // 02:30 UTC on 1 March is still 28 February in Buenos Aires.
    expect(audienceCsvFilename(' Inactivos ', new Date('2025-03-01T02:30:00Z'))).toBe(
      'Inactivos_28-02-2025.csv',
    );
    expect(audienceCsvFilename('', new Date('2025-03-01T12:00:00Z'))).toBe('publico_01-03-2025.csv');
  });
});
