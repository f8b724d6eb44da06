import { linkSignature } from '../security/link-signature';

/**
 * Short-lived links to receipt files (docs/features/receipts.md: an <img> cannot send the session header). The link
 * is /api/files/{exp}/{sig}/{key}: its path still ends in the file's extension (docs/features/receipts.md tells a PDF
 * by its URL), and the HMAC over (key, exp) is keyed from the session secret, so links need no storage
 * and work on every instance.
 */
export const FILE_LINK_TTL_SECONDS = 10 * 60;
/**
 * Expiry is rounded up to this step so the same file gets the same link for a while and the browser
 * can reuse what it prefetched: a link lives between TTL and TTL + STEP.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;
export const FILE_ROUTE_PREFIX = '/api/files';

const fileLinks = linkSignature('receipt-file-links');

export function signFileLink(
  fileKey: string,
  secret: string,
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const earliest = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
  const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const sig = fileLinks.sign(`${exp}\n${fileKey}`, secret).toString('base64url');
  return { url: `${FILE_ROUTE_PREFIX}/${exp}/${sig}/${fileKey}`, expiresAt: new Date(exp * 1000) };
}

/** True when `sig` was made by signFileLink for this key and expiry, and the expiry has not passed. */
export function fileLinkValid(
  fileKey: string,
  exp: string,
  sig: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now) return false;
  return fileLinks.verify(`${expiry}\n${fileKey}`, sig, secret);
}
