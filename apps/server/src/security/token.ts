import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens, enough for our own sessions: no other party reads them. */
export interface SessionClaims {
  sub: number;
  /** The user's session version when the token was issued (see access-control). */
  ver: number;
  iat: number;
  exp: number;
  /**
   * How the user proved who they are (RFC 8176): `pwd`, plus `otp` after a TOTP or recovery code
   * (docs/features/two-factor.md). Tokens issued before the second factor existed have none: `pwd`.
   */
  amr?: AuthMethod[];
}

export type AuthMethod = 'pwd' | 'otp';

export const SESSION_TTL_SECONDS = 12 * 60 * 60; // longer than a shift of 8 hours

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

function signedToken(header: string, claims: object, secret: string): string {
  const body = `${header}.${encode(claims)}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

type VerifiedClaims = Record<string, unknown> & { sub: number; ver: number; exp: number };

/** The claims of a token with this header, a good signature, integer sub and ver, not expired; or null. */
function verifiedClaims(
  token: string,
  expectedHeader: string,
  secret: string,
  now: number,
): VerifiedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== expectedHeader) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(`${header}.${payload}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { sub, ver, exp } = claims;
    if (!Number.isInteger(sub) || !Number.isInteger(ver) || typeof exp !== 'number') return null;
    if (exp * 1000 <= now) return null;
    return claims as VerifiedClaims;
  } catch {
    return null;
  }
}

export function issueToken(
  user: { id: number; sessionVersion: number },
  secret: string,
  now = Date.now(),
  amr: AuthMethod[] = ['pwd'],
): string {
  const iat = Math.floor(now / 1000);
  const claims: SessionClaims = {
    sub: user.id,
    ver: user.sessionVersion,
    iat,
    exp: iat + SESSION_TTL_SECONDS,
    amr,
  };
  return signedToken(HEADER, claims, secret);
}

/** The claims of a well-signed, unexpired token, or null. */
export function readToken(token: string, secret: string, now = Date.now()): SessionClaims | null {
  return verifiedClaims(token, HEADER, secret, now) as SessionClaims | null;
}

/** True when the session was opened with a second factor. */
export function hasSecondFactor(claims: Pick<SessionClaims, 'amr'>): boolean {
  return Array.isArray(claims.amr) && claims.amr.includes('otp');
}

/**
 * Between a right password and the TOTP code (docs/features/two-factor.md): another header, so a
 * session check never takes it, and a few minutes of life. It carries the session version, so a
 * sign-out or an admin's reset in between voids it.
 */
const PENDING_HEADER = encode({ alg: 'HS256', typ: 'totp-pending' });
export const PENDING_TTL_SECONDS = 5 * 60;

export function issuePendingToken(
  user: { id: number; sessionVersion: number },
  secret: string,
  now = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + PENDING_TTL_SECONDS;
  return signedToken(PENDING_HEADER, { sub: user.id, ver: user.sessionVersion, exp }, secret);
}

export function readPendingToken(
  token: string,
  secret: string,
  now = Date.now(),
): { sub: number; ver: number } | null {
  const claims = verifiedClaims(token, PENDING_HEADER, secret, now);
  return claims && { sub: claims.sub, ver: claims.ver };
}
