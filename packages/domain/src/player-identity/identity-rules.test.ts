import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { taxIdCheckDigit } from '../receipt-reading/tax-ids';
import { businessDay } from '../date-range';
import {
  IDENTITY_MESSAGES as M,
  isAdultOn,
  parseBirthDate,
  readBirthDate,
  readDni,
  readIdentity,
  readPlayerTaxId,
} from './identity-rules';

const TODAY = '2026-11-29';
const ANA = {
  fullName: '  Ana   María Pérez ',
  dni: '30.123.456',
  taxId: '27-30123456-8',
  birthDate: '7/3/1990',
};

/** A person's CUIT/CUIL for `dni`, or null when AFIP would not issue that prefix (check digit 10). */
const personTaxId = (prefix: string, dni: string) => {
  const check = taxIdCheckDigit(prefix + dni.padStart(8, '0'));
  return check < 10 ? `${prefix}${dni.padStart(8, '0')}${check}` : null;
};

describe('a player identity, field by field in the form order', () => {
  it('keeps the four fields as a cashier types them, normalised', () => {
    expect(readIdentity(ANA, TODAY)).toEqual({
      identity: {
        fullName: 'Ana María Pérez',
        dni: '30123456',
        taxId: '27301234568',
        birthDate: '1990-03-07',
      },
    });
  });

  it('says the first failing field', () => {
    expect(readIdentity({ ...ANA, fullName: ' ' }, TODAY)).toMatchObject({ refusal: M.fullNameRequired });
    expect(readIdentity({ ...ANA, fullName: 'Ana' }, TODAY)).toMatchObject({ refusal: M.fullNameTooShort });
    expect(readIdentity({ ...ANA, dni: '', taxId: 'x' }, TODAY)).toMatchObject({ refusal: M.dniRequired });
    expect(readIdentity({ ...ANA, dni: '123456' }, TODAY)).toMatchObject({ refusal: M.dniInvalid });
    expect(readIdentity({ ...ANA, taxId: '27-30123456-7' }, TODAY)).toMatchObject({
      refusal: M.taxIdInvalid,
    });
    expect(readIdentity({ ...ANA, taxId: '30-30123456-9' }, TODAY)).toMatchObject({
      refusal: M.taxIdNotPerson,
    });
    expect(readIdentity({ ...ANA, dni: '30123457' }, TODAY)).toMatchObject({ refusal: M.taxIdNotDni });
    expect(readIdentity({ ...ANA, birthDate: '31/02/1990' }, TODAY)).toMatchObject({
      refusal: M.birthDateInvalid,
    });
    expect(readIdentity({ ...ANA, birthDate: '1/1/2027' }, TODAY)).toMatchObject({
      refusal: M.birthDateFuture,
    });
    expect(readIdentity({ ...ANA, birthDate: '30/11/2008' }, TODAY)).toMatchObject({ refusal: M.underage });
  });

  it('reads a DNI of seven digits inside the CUIL with a leading zero', () => {
    expect(readDni('5.123.456')).toEqual({ value: '5123456' });
    expect(readPlayerTaxId(personTaxId('20', '5123456')!, '5123456')).toEqual({
      value: personTaxId('20', '5123456'),
    });
  });
});

describe('CUIT/CUIL against the DNI (property)', () => {
  const dni = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);
  const prefix = fc.constantFrom('20', '23', '24', '27');

  it('accepts the CUIL built from the DNI and refuses it for any other DNI', () => {
    fc.assert(
      fc.property(prefix, dni, dni, (p, own, other) => {
        const taxId = personTaxId(p, own);
        fc.pre(taxId !== null && own !== other);
        expect(readPlayerTaxId(taxId!, own)).toEqual({ value: taxId });
        expect(readPlayerTaxId(taxId!, other)).toMatchObject({ refusal: M.taxIdNotDni });
      }),
    );
  });

  it('never takes a company CUIT for a person', () => {
    fc.assert(
      fc.property(fc.constantFrom('30', '33', '34'), dni, (p, own) => {
        const taxId = personTaxId(p, own);
        fc.pre(taxId !== null);
        expect(readPlayerTaxId(taxId!, own)).toMatchObject({ refusal: M.taxIdNotPerson });
      }),
    );
  });
});

describe('18 years, counted in Buenos Aires days (property)', () => {
  const day = fc
    .date({
      min: new Date('1930-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('is adult exactly from the eighteenth birthday on', () => {
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const [y, m, d] = birth.split('-');
        const birthday = parseBirthDate(`${Number(y) + 18}-${m}-${d}`) ?? `${Number(y) + 18}-03-01`;
        expect(isAdultOn(birth, today)).toBe(today >= birthday);
      }),
    );
  });

  it('turns a 29 February birthday into 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('takes the day at the operators midnight, not UTC', () => {
    // 02:30 UTC on the 30th is still the 29th in Buenos Aires (UTC−3).
    expect(businessDay(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-29');
    expect(readBirthDate('30/11/2008', businessDay(new Date('2026-11-30T02:30:00Z')))).toEqual({
      refusal: M.underage,
    });
    expect(readBirthDate('30/11/2008', businessDay(new Date('2026-11-30T03:30:00Z')))).toEqual({
      value: '2008-11-30',
    });
  });
});
