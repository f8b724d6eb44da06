import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { composeUsername, usernameCandidate } from './username';

describe('composeUsername', () => {
  it.each([
    ['dm', 'juan perez', '1155551234', 'dmjuan1234'],
    ['dm', 'José', '+54 9 11 5555-9876', 'dmjose9876'],
    ['DM', 'Ñoño Pérez', '1122334455', 'dmnono4455'],
    ['ts', 'a b c d e', '0001', 'tsabcd0001'],
    ['ts', '  Ana María ', '123456', 'tsanam3456'],
  ])('%s + %s + %s → %s', (prefix, name, phone, expected) => {
    expect(composeUsername(prefix, name, phone)).toBe(expected);
  });

  it("a phone under 4 digits gives 'sn' and three digits", () => {
    expect(composeUsername('dm', 'juana', '12', () => '042')).toBe('dmjuansn042');
    expect(composeUsername('dm', 'juana', '')).toMatch(/^dmjuansn\d{3}$/);
  });

  it('is always lowercase a-z and digits after the prefix, at most prefix + 4 + 5 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, phone) => {
        const username = composeUsername('dm', name, phone);
        expect(username).toMatch(/^dm[a-z]{0,4}(\d{4}|sn\d{3})$/);
      }),
    );
  });

  it('collision suffixes', () => {
    expect(usernameCandidate('dmjuan1234', 1)).toBe('dmjuan1234');
    expect(usernameCandidate('dmjuan1234', 2)).toBe('dmjuan1234_2');
  });
});
