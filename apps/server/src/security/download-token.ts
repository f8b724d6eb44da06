import { DOWNLOAD_LINK_TTL_SECONDS, DOWNLOAD_PARAM } from '@panel/domain/downloads/download-rules';
import { linkSignature } from './link-signature';

/**
 * The token of a signed export link (docs/features/lists.md 'Exports'): an HMAC-SHA256, keyed from
 * the session secret as the receipt file links are (storage/signed-url.ts), over the user, their
 * session version and second factor, the expiry and the exact path and query. A link for one export
 * opens no other, a sign-out or a change of role voids it, and no storage is needed.
 */

/** Who a link was signed for: the session that asked. */
export interface DownloadSigner {
  sub: number;
  ver: number;
  secondFactor: boolean;
}

const downloadLinks = linkSignature('export-download-links');

/** What a link's signature covers. */
const signed = (signer: DownloadSigner, exp: number, pathAndQuery: string) =>
  `${signer.sub}\n${signer.ver}\n${signer.secondFactor ? 1 : 0}\n${exp}\n${pathAndQuery}`;

/** The path and query with the token as the last parameter, and when the link stops working. */
export function signDownload(
  pathAndQuery: string,
  signer: DownloadSigner,
  secret: string,
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const sig = downloadLinks.sign(signed(signer, exp, pathAndQuery), secret).toString('base64url');
  const token = `${signer.sub}.${signer.ver}.${signer.secondFactor ? 1 : 0}.${exp}.${sig}`;
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  return { url: `${pathAndQuery}${separator}${DOWNLOAD_PARAM}=${token}`, expiresAt: new Date(exp * 1000) };
}

const TOKEN_AT_END = new RegExp(`[?&]${DOWNLOAD_PARAM}=([^&]*)$`);
const TOKEN = /^(\d{1,10})\.(\d{1,10})\.([01])\.(\d{1,12})\.([\w-]{43})$/;

/** Whether a request URL carries a download token at all (last parameter). */
export const hasDownloadToken = (url: string): boolean => TOKEN_AT_END.test(url);

/**
 * The session a request URL's token was signed for, when the token is well-formed, unexpired and
 * signed for exactly the rest of the URL; else null.
 */
export function readDownload(url: string, secret: string, now = Date.now()): DownloadSigner | null {
  const found = TOKEN_AT_END.exec(url);
  const parts = found && TOKEN.exec(found[1]!);
  if (!found || !parts) return null;
  const [, sub, ver, factor, exp] = parts.map(Number) as [number, number, number, number, number];
  if (exp * 1000 <= now) return null;
  const signer = { sub, ver, secondFactor: factor === 1 };
  return downloadLinks.verify(signed(signer, exp, url.slice(0, found.index)), parts[5]!, secret)
    ? signer
    : null;
}
