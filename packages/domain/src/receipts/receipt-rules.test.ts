import { describe, expect, it } from 'vitest';
import {
  decisionBody,
  decisionMessage,
  EDIT_AMOUNT_BOUNDS,
  editAmountMessage,
  editAndApproveBody,
  editFailureText,
  RECEIPT_MESSAGES as M,
} from './receipt-rules';
import { readTypedAmount } from '../typed-amount';

describe('decisionMessage', () => {
  it.each([
    [{ status: 'approve' }, undefined],
    [{ status: 'approve', reason: 'anything' }, undefined],
    [{ status: 'rejected', reason: 'AMOUNT_NOT_MATCH' }, undefined],
    [{ status: 'rejected', reason: 'USERACCOUNT_NOT_MATCH' }, undefined],
    [{ status: 'rejected', reason: 'FAKE_IMAGE' }, undefined],
    [{ status: 'rejected', reason: 'PRELOADED_AMOUNT' }, undefined],
    [{ status: 'notfound', reason: 'NOT_FOUND' }, undefined],
    [{ status: 'notfound', reason: 'ASK_BA_OWNER' }, undefined],
    [{ status: 'pending' }, M.statusInvalid],
    [{ status: 'APPROVE' }, M.statusInvalid],
    [{ status: 'rejected' }, M.rejectReasonRequired],
    [{ status: 'rejected', reason: 'NOT_FOUND' }, M.rejectReasonRequired],
    [{ status: 'rejected', reason: 'toString' }, M.rejectReasonRequired],
    [{ status: 'notfound', reason: 'FAKE_IMAGE' }, M.deferReasonRequired],
    [{ status: 'notfound' }, M.deferReasonRequired],
  ])('%o → %s', (input, expected) => {
    expect(decisionMessage(input)).toBe(expected);
  });

  it('drops the reason of an approval', () => {
    expect(decisionBody.parse({ status: 'approve', reason: 'FAKE_IMAGE' })).toEqual({
      status: 'approve',
      reason: null,
    });
  });
});

describe('editAmountMessage (docs/features/receipts.md, in order)', () => {
  it.each([
    [undefined, M.editAmountRequired],
    [null, M.editAmountRequired],
    ['', M.editAmountRequired],
    ['  ', M.editAmountRequired],
    ['abc', M.editAmountInvalid],
    ['1,234', M.editAmountInvalid],
    [0, M.editAmountPositive],
    [-5, M.editAmountPositive],
    ['0,00', M.editAmountPositive],
    [10.005, M.editAmountDecimals],
    [100_000_000.01, M.editAmountTooBig],
    [1500.5, undefined],
    ['1500,50', undefined],
    ['1.500,50', undefined],
    [0.01, undefined],
    [100_000_000, undefined],
  ])('%o → %s', (value, expected) => {
    expect(editAmountMessage(value)).toBe(expected);
  });

  it('the web field types into the same rules: EDIT_AMOUNT_BOUNDS', () => {
    const refusal = (typed: string) => readTypedAmount(typed, EDIT_AMOUNT_BOUNDS).refusal;
    expect(refusal('')).toBe(M.editAmountRequired);
    expect(refusal('0,00')).toBe(M.editAmountPositive);
    expect(refusal('100.000.000,01')).toBe(M.editAmountTooBig);
    expect(refusal('1500,505')).toBe(M.editAmountDecimals);
    expect(refusal('mil')).toBe(M.editAmountInvalid);
    expect(readTypedAmount('1.500,50', EDIT_AMOUNT_BOUNDS).centavos).toBe(150_050);
  });

  it('reads only newamount of the posted receipt', () => {
    expect(editAndApproveBody.parse({ id: 3, amount: 10, newamount: '12,30' })).toEqual({
      newAmountCentavos: 1230,
    });
    expect(editAndApproveBody.parse({ newamount: 0.29 })).toEqual({ newAmountCentavos: 29 });
  });

  it('builds the failure text', () => {
    expect(editFailureText('x')).toBe('Hubo un error al editar y aprobar: x');
  });
});
