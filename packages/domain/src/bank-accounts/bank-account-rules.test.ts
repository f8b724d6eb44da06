import { describe, expect, it } from 'vitest';
import {
  bankAccountBody,
  bankAccountMessage,
  BANK_ACCOUNT_MESSAGES as M,
  unloadBody,
} from './bank-account-rules';
import { buildCbu, CBU_MESSAGES } from './cbu';

const cbu = buildCbu('0110599', '9000000123456');

describe('bank account save (docs/features/bank-accounts.md), in order', () => {
  it.each([
    [{ name: '', bankId: null, number: '' }, M.name],
    [{ name: 'Ana', bankId: null, number: '' }, M.bankId],
    [{ name: 'Ana', bankId: 3, number: '  ' }, M.number],
    [{ name: 'Ana', bankId: 3, number: '123' }, CBU_MESSAGES.length],
    [{ name: 'Ana', bankId: 3, number: cbu.slice(0, 21) + '0' }, CBU_MESSAGES.checkDigits],
  ])('%o → %s', (input, message) => {
    expect(bankAccountMessage(input)).toBe(message);
  });

  it('accepts a valid CBU and uses the spec texts', () => {
    expect(bankAccountMessage({ name: 'Ana', bankId: 3, number: cbu })).toBeUndefined();
    expect([M.name, M.bankId, M.number]).toEqual([
      'Debe ingresar un nombre',
      'Debe ingresar un banco',
      'Debe ingresar un CBU',
    ]);
  });

  it('gives the server the same first message', () => {
    const result = bankAccountBody.safeParse({ name: 'Ana', number: '' });
    expect(result.error?.issues[0]?.message).toBe(M.bankId);
  });
});

describe('wallet unload', () => {
  it('writes the docs/features/bank-accounts.md success text with both amounts in es-AR', () => {
    expect(M.unloaded(150_050, 1_234_567_00)).toBe(
      '$ 1.500,50 han sido descargados de esta billetera. ' +
        'Esta billetera cuenta ahora con un total de $ 1.234.567,00',
    );
  });

  it('wants an amount of at least one centavo and ignores currentAmount', () => {
    for (const amountToUnload of [0, -1, 0.004, null]) {
      expect(unloadBody.safeParse({ amountToUnload }).error?.issues[0]?.message).toBe(M.unloadPositive);
    }
    expect(unloadBody.safeParse({ amountToUnload: 10, currentAmount: 'undefined' }).success).toBe(true);
  });

  it('refuses more than two decimals instead of rounding them', () => {
    for (const amountToUnload of [1500.12345, 0.015]) {
      expect(unloadBody.safeParse({ amountToUnload }).error?.issues[0]?.message).toBe(M.unloadDecimals);
    }
    expect(unloadBody.safeParse({ amountToUnload: 1500.12 }).success).toBe(true);
  });
});
