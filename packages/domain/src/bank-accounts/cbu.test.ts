import { describe, expect, it } from 'vitest';
import { buildCbu, cbuMessage, CBU_MESSAGES } from './cbu';

describe('CBU', () => {
  it('accepts a CBU whose two check digits are right', () => {
    expect(cbuMessage('2850590940090418135201')).toBeUndefined();
    expect(cbuMessage(buildCbu('0110599', '9000000123456'))).toBeUndefined();
  });
  it('refuses a wrong length or a wrong check digit', () => {
    expect(cbuMessage('123')).toBe(CBU_MESSAGES.length);
    expect(cbuMessage('28505909400904181352011')).toBe(CBU_MESSAGES.length);
    expect(cbuMessage('2850590940090418135202')).toBe(CBU_MESSAGES.checkDigits);
    expect(cbuMessage('2850591940090418135201')).toBe(CBU_MESSAGES.checkDigits);
  });
});
