import { describe, expect, it } from 'vitest';
import { bankBody, bankMessage, BANK_MESSAGES as M, type BankInput } from './bank-rules';

const ok: BankInput = {
  bankname: 'Banco Nación',
  transacbottomlimit: 1000,
  transactoplimit: 500000,
  dailytoplimit: 2000000,
  monthlytoplimit: 30000000,
  toplimitinuse: 1000000,
  dailytransaclimit: 60,
};

describe('bank save (docs/features/banks.md), in order', () => {
  // Each case also breaks every later rule, so only the first failing one may speak.
  const empty: BankInput = {
    bankname: ' ',
    transacbottomlimit: null,
    transactoplimit: null,
    dailytoplimit: null,
    monthlytoplimit: null,
    toplimitinuse: null,
    dailytransaclimit: null,
  };
  it.each([
    [empty, M.bankname],
    [{ ...empty, bankname: 'B' }, M.transactoplimit],
    [{ ...empty, bankname: 'B', transactoplimit: 10 }, M.transacbottomlimit],
    [{ ...empty, bankname: 'B', transactoplimit: 10, transacbottomlimit: 1 }, M.dailytoplimit],
    [{ ...ok, monthlytoplimit: null, toplimitinuse: null, dailytransaclimit: null }, M.monthlytoplimit],
    [{ ...ok, toplimitinuse: undefined, dailytransaclimit: undefined }, M.toplimitinuse],
    [{ ...ok, dailytransaclimit: null }, M.dailytransaclimit],
  ])('%o → %s', (input, message) => {
    expect(bankMessage(input)).toBe(message);
  });

  it('counts zero (and below) as missing', () => {
    expect(bankMessage({ ...ok, transactoplimit: 0 })).toBe(M.transactoplimit);
    expect(bankMessage({ ...ok, dailytoplimit: -5 })).toBe(M.dailytoplimit);
    expect(bankMessage({ ...ok, dailytransaclimit: 0 })).toBe(M.dailytransaclimit);
  });

  it('then wants a whole count and a minimum not above the maximum', () => {
    expect(bankMessage({ ...ok, dailytransaclimit: 2.5 })).toBe(M.countNotWhole);
    expect(bankMessage({ ...ok, transacbottomlimit: 600000 })).toBe(M.bottomAboveTop);
    expect(bankMessage({ ...ok, transacbottomlimit: 500000 })).toBeUndefined();
  });

  it('uses the exact Spanish texts of the spec', () => {
    expect([
      M.bankname,
      M.transactoplimit,
      M.transacbottomlimit,
      M.dailytoplimit,
      M.monthlytoplimit,
      M.toplimitinuse,
      M.dailytransaclimit,
    ]).toEqual([
      'Debe ingresar el nombre del banco',
      'Debe ingresar el limite de transferencia superior',
      'Debe ingresar el limite de transferencia inferior',
      'Debe ingresar el limite de tope diario',
      'Debe ingresar el limite de tope mensual',
      'Debe ingresar el limite de tope en uso',
      'Debe ingresar el limite de movimientos diarios permitidos',
    ]);
  });

  it('gives the server the same first message', () => {
    const result = bankBody.safeParse({ ...ok, transactoplimit: 0, dailytoplimit: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.transactoplimit);
    expect(bankBody.safeParse(ok).success).toBe(true);
  });
});
