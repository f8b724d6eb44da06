/**
 * The form two usernames are compared in (sign-in, uniqueness, the sign-in rate limit): NFKC, case
 * folded through upper then lower case (so 'ß' meets 'SS' and a final 'ς' meets 'σ'), then without
 * combining marks and invisible characters. Lower-casing 'İ' gives 'i' plus a combining dot, which
 * would otherwise keep 'admİn' apart from 'admin'; a zero-width space would let a look-alike name in.
 */
export function usernameKey(username: string): string {
  return username
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, '')
    .trim();
}
