import { describe, expect, it } from 'vitest';
import { accessKeyMatches, generateAccessKey, hashAccessKey } from './access-keys';

describe('access keys', () => {
  it('a generated key matches its own hash and no other', () => {
    const key = generateAccessKey('bot');
    expect(key).toMatch(/^bot_[\w-]{32}$/);
    expect(accessKeyMatches(key, hashAccessKey(key))).toBe(true);
    expect(accessKeyMatches(generateAccessKey('bot'), hashAccessKey(key))).toBe(false);
  });

  it('no stored hash never matches', () => {
    expect(accessKeyMatches('bot_x', null)).toBe(false);
    expect(accessKeyMatches('bot_x', 'abc')).toBe(false);
  });
});
