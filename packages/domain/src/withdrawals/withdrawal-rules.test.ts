import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WITHDRAWAL_MESSAGES as M,
  cashierWithdrawalBody,
  filingRefusal,
  needsSecondApprover,
  readDestination,
  readHolderTaxId,
  withdrawalSettingsBody,
  withinHours,
  type WithdrawalLimits,
} from './withdrawal-rules';

const open: WithdrawalLimits = {
  withdrawMin: 0,
  maxPerRequest: null,
  maxPerDay: null,
  requestsPerDay: null,
  hoursFrom: null,
  hoursTo: null,
};
const noon = { requestsToday: 0, amountToday: 0, minuteOfDay: 12 * 60 };

describe('destination', () => {
  it('a CBU typed with spaces is read when both check digits hold', () => {
    expect(readDestination('0170099 2 20000067797370')).toEqual({
      kind: 'cbu',
      value: '0170099220000067797370',
    });
  });

  it('a CBU with a wrong check digit or length is refused with its own message', () => {
    expect(readDestination('0170099220000067797371')).toEqual({ refusal: M.cbuInvalid });
    expect(readDestination('017009922000006779737')).toEqual({ refusal: M.cbuLength });
    expect(readDestination('   ')).toEqual({ refusal: M.destinationRequired });
  });

  it('an alias is kept in lower case; one too short or with spaces is refused', () => {
    expect(readDestination('Mi.Cuenta.Pesos')).toEqual({ kind: 'alias', value: 'mi.cuenta.pesos' });
    expect(readDestination('corto')).toEqual({ refusal: M.aliasInvalid });
    expect(readDestination('mi cuenta pesos')).toEqual({ refusal: M.aliasInvalid });
  });

  it('the holder CUIT/CUIL needs its check digit', () => {
    expect(readHolderTaxId('20-12345678-6')).toEqual({ value: '20123456786' });
    expect(readHolderTaxId('20-12345678-5')).toEqual({ refusal: M.holderInvalid });
    expect(readHolderTaxId('')).toEqual({ refusal: M.holderRequired });
  });
});

describe('filing rules, in their order', () => {
  it('minimum, maximum per request, hours, requests per day, amount per day', () => {
    const limits: WithdrawalLimits = {
      withdrawMin: 1_000_00,
      maxPerRequest: 50_000_00,
      maxPerDay: 80_000_00,
      requestsPerDay: 3,
      hoursFrom: 9 * 60,
      hoursTo: 21 * 60,
    };
    expect(filingRefusal(999_99, limits, noon)).toBe(M.belowMin(1_000_00));
    expect(filingRefusal(50_000_01, limits, noon)).toBe(M.aboveMax(50_000_00));
    expect(filingRefusal(2_000_00, limits, { ...noon, minuteOfDay: 21 * 60 })).toBe(
      M.outsideHours(540, 1260),
    );
    expect(filingRefusal(2_000_00, limits, { ...noon, requestsToday: 3 })).toBe(M.tooManyToday(3));
    expect(filingRefusal(30_000_00, limits, { ...noon, amountToday: 60_000_00 })).toBe(
      M.dayLimit(80_000_00, 20_000_00),
    );
    expect(filingRefusal(20_000_00, limits, { ...noon, amountToday: 60_000_00 })).toBeUndefined();
  });

  it('no island limit refuses nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 1439 }),
        (amount, minute) => {
          expect(filingRefusal(amount, open, { ...noon, minuteOfDay: minute })).toBeUndefined();
        },
      ),
    );
  });

  it('payout hours past midnight wrap', () => {
    expect(withinHours(23 * 60, 22 * 60, 2 * 60)).toBe(true);
    expect(withinHours(60, 22 * 60, 2 * 60)).toBe(true);
    expect(withinHours(12 * 60, 22 * 60, 2 * 60)).toBe(false);
  });

  it('the day limit is never exceeded by an accepted request', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (max, today, amount) => {
          const refusal = filingRefusal(amount, { ...open, maxPerDay: max }, { ...noon, amountToday: today });
          expect(refusal === undefined).toBe(today + amount <= max);
        },
      ),
    );
  });

  it('four eyes only strictly above the island amount, never when off', () => {
    expect(needsSecondApprover(100_000_00, null)).toBe(false);
    expect(needsSecondApprover(100_000_00, 100_000_00)).toBe(false);
    expect(needsSecondApprover(100_000_01, 100_000_00)).toBe(true);
  });
});

describe('bodies', () => {
  it("a cashier's request reads pesos into centavos and the destination into its stored form", () => {
    const body = cashierWithdrawalBody.parse({
      username: 'juan',
      amount: 1500.5,
      destination: 'MI.ALIAS.PESOS',
      holderTaxId: '20-12345678-6',
    });
    expect(body).toEqual({
      username: 'juan',
      amount: 150050,
      destination: 'mi.alias.pesos',
      holderTaxId: '20123456786',
    });
  });

  it('the first refusal is the form order: player, amount, destination, holder', () => {
    const first = (body: unknown) => cashierWithdrawalBody.safeParse(body).error?.issues[0]?.message;
    expect(first({})).toBe(M.usernameRequired);
    expect(first({ username: 'juan', amount: 0 })).toBe(M.amountPositive);
    expect(first({ username: 'juan', amount: 10, destination: '123' })).toBe(M.cbuLength);
    expect(first({ username: 'juan', amount: 10, destination: 'mi.alias.pesos' })).toBe(M.holderRequired);
  });

  it('settings: hours as HH:MM into minutes, both or neither', () => {
    const settings = {
      maxPerRequest: 50000,
      maxPerDay: null,
      requestsPerDay: 3,
      hoursFrom: '09:00',
      hoursTo: '21:30',
      fourEyesAbove: 100000,
      refuseForeignHolder: true,
    };
    expect(withdrawalSettingsBody.parse(settings)).toMatchObject({
      maxPerRequest: 5_000_000,
      hoursFrom: 540,
      hoursTo: 1290,
    });
    expect(withdrawalSettingsBody.safeParse({ ...settings, hoursTo: null }).error?.issues[0]?.message).toBe(
      M.hoursIncomplete,
    );
    expect(
      withdrawalSettingsBody.safeParse({ ...settings, hoursFrom: '9:00' }).error?.issues[0]?.message,
    ).toBe(M.hoursInvalid);
  });
});
