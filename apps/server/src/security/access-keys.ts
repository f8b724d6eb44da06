import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys the outside systems authenticate with (a bot's gateway key, an island's notification intake
 * key, an island's gaming-platform webhook key). Only their SHA-256 is stored: the key is shown once, when created or rotated.
 */
export function generateAccessKey(prefix: 'bot' | 'intake' | 'platform'): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

export function hashAccessKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function accessKeyMatches(key: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashAccessKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
