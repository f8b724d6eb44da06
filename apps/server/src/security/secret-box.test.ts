import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('una-clave-de-prueba-suficientemente-larga');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and never shows the plain text', () => {
    const sealed = box.seal('clave-del-panel', 'islands.panel_user_password');
    expect(sealed).not.toContain('clave-del-panel');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'islands.panel_user_password')).toBe('clave-del-panel');
  });

  it('uses a fresh nonce each time', () => {
    expect(box.seal('igual', 'p')).not.toBe(box.seal('igual', 'p'));
  });

  it('refuses another key, another purpose or a tampered text', () => {
    const sealed = box.seal('secreto', 'a');
    expect(() => createSecretBox('otra-clave-distinta-tambien-bastante-larga').open(sealed, 'a')).toThrow();
    expect(() => box.open(sealed, 'b')).toThrow();
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, nonce, tag, flipped.toString('base64url')].join('.'), 'a')).toThrow();
    expect(() => box.open('texto-plano', 'a')).toThrow();
  });

  it('keeps accents and long texts', () => {
    const text = 'contraseña-ñandú-'.repeat(20);
    expect(box.open(box.seal(text, 'p'), 'p')).toBe(text);
  });
});
