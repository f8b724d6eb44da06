import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens, enough for our own sessions: no other party reads them. */
export interface SessionClaims {
  sub: number;
  /** The user's session version when the token was issued (see access-control). */
  ver: number;
  iat: number;
  exp: number;
}

export const SESSION_TTL_SECONDS = 12 * 60 * 60; // longer than a shift of 8 hours

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function issueToken(
  user: { id: number; sessionVersion: number },
  secret: string,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: SessionClaims = {
    sub: user.id,
    ver: user.sessionVersion,
    iat,
    exp: iat + SESSION_TTL_SECONDS,
  };
  const body = `${HEADER}.${encode(claims)}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token, or null. */
export function readToken(token: string, secret: string, now = Date.now()): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(`${header}.${payload}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionClaims>;
    if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.ver) || typeof claims.exp !== 'number')
      return null;
    if (claims.exp * 1000 <= now) return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}
