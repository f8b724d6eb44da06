import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, normalizeCode } from '@panel/domain/two-factor/two-factor-rules';
import { hashAccessKey } from '../security/access-keys';

/**
 * RFC 6238 codes through otplib (docs/features/two-factor.md): SHA-1, 6 digits, 30 s, what every
 * authenticator app reads from a QR code. One step either side is accepted for a phone's clock drift.
 */
const ISSUER = 'Panel Comprobantes';
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export async function enrolmentOf(secret: string, username: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * The time step a 6-digit code matches, when it is later than `afterStep`: a code accepted once is
 * refused after (RFC 6238 §5.2), even within its 30 seconds.
 */
export async function matchingStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  const token = normalizeCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Recovery codes as shown once (`xxxxx-xxxxx`, base32 lower case) and the hashes kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** 50 random bits each, single use and rate-limited: SHA-256 is enough (like the access keys). */
export const hashRecoveryCode = (code: string): string => hashAccessKey(normalizeCode(code));

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z2-7]{10}$/.test(normalizeCode(code));
