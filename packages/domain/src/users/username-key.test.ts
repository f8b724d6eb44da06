import { describe, expect, it } from 'vitest';
import { usernameKey } from './username-key';

describe('usernameKey', () => {
  it.each([
    ['Admin', 'admin'],
    ['admİn', 'admin'],
    ['ADMIN', 'admin'],
    ['ａｄｍｉｎ', 'admin'], // full-width letters
    ['ad\u200bmin', 'admin'], // zero-width space
    ['  admin ', 'admin'],
    ['STRAßE', 'strasse'],
    ['José', 'josé'],
    ['Jose\u0301', 'josé'], // decomposed accent meets the composed one
  ])('reads %j as %j', (raw, key) => {
    expect(usernameKey(raw)).toBe(key);
  });

  it('keeps different names apart', () => {
    expect(usernameKey('cajero1')).not.toBe(usernameKey('cajero2'));
    expect(usernameKey('josé')).not.toBe(usernameKey('jose'));
  });
});
