import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back later (an island's panel password, the default password of its
 * players), so they are encrypted rather than hashed: AES-256-GCM with a random 96-bit nonce. The
 * sealed text is `v1.<nonce>.<tag>.<ciphertext>` in base64url. `purpose` is bound as additional
 * authenticated data, so a value copied into another column does not open.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws when the text was not sealed with this key and purpose. */
  open(sealed: string, purpose: string): string;
}

const VERSION = 'v1';

export function createSecretBox(secret: string): SecretBox {
  // The configured secret is a passphrase-like string; HKDF turns it into exactly 32 key bytes.
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'panel-secret-box', 32));
  return {
    seal(plain, purpose) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, purpose) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined) {
        throw new Error('secret-box: unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
