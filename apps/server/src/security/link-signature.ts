import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 behind one kind of short-lived link (receipt files, storage/signed-url.ts; export
 * downloads, security/download-token.ts): keyed from the session secret and the kind's purpose, so a
 * link of one kind opens nothing of another, needs no storage and works on every instance.
 */
export function linkSignature(purpose: string) {
  const key = (secret: string) => createHmac('sha256', secret).update(purpose).digest();
  const sign = (message: string, secret: string): Buffer =>
    createHmac('sha256', key(secret)).update(message).digest();
  return {
    sign,
    /** Whether `given` (base64url) signs `message`, compared in constant time. */
    verify(message: string, given: string, secret: string): boolean {
      const expected = sign(message, secret);
      const received = Buffer.from(given, 'base64url');
      return received.length === expected.length && timingSafeEqual(received, expected);
    },
  };
}
