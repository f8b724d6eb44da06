import { describe, expect, it } from 'vitest';
import { checkReading } from './reading-checks';
import type { ReceiptReading } from './receipt-reading';

const read = (fields: ReceiptReading['fields']): ReceiptReading => ({ status: 'done', fields });
const expected = { amountCentavos: 150_050, account: '0000003100012345678901' };

describe('checkReading', () => {
  it('compares a sure amount and account with the message and the assigned account', () => {
    const checks = checkReading(
      read({
        amount: { value: '1500.50', confidence: 0.93 },
        receiverAccount: { value: '0000003100012345678901', confidence: 0.9 },
      }),
      expected,
    );
    expect(checks).toEqual({ amount: 'match', account: 'match' });
    expect(checkReading(read({ amount: { value: '15000.00', confidence: 0.9 } }), expected).amount).toBe(
      'mismatch',
    );
  });

  it('never calls a doubtful value a match or a mismatch', () => {
    const doubtful = read({
      amount: { value: '7440150.00', confidence: 0.75 },
      receiverAccount: { value: '0000003100099999999999', confidence: 0.5 },
    });
    expect(checkReading(doubtful, expected)).toEqual({ amount: 'unknown', account: 'unknown' });
    const doubtfulMatch = read({ amount: { value: '1500.50', confidence: 0.79 } });
    expect(checkReading(doubtfulMatch, expected).amount).toBe('unknown');
  });

  it('is unknown with nothing read or no account assigned', () => {
    expect(checkReading(null, expected)).toEqual({ amount: 'unknown', account: 'unknown' });
    const sure = read({ receiverAccount: { value: 'pago.facil', confidence: 0.95 } });
    expect(checkReading(sure, { amountCentavos: 1, account: null }).account).toBe('unknown');
    expect(checkReading(sure, { amountCentavos: 1, account: 'PAGO.FACIL' }).account).toBe('match');
  });
});
