/**
 * docs/features/players.md: a new player's username is the island prefix, the first 4 letters of the name and the last
 * 4 digits of the phone, or 'sn' and 3 digits when the phone has fewer than 4 digits. Letters lose
 * their accents ('José' → 'jose', 'Ñoño' → 'nono') and anything but a-z is skipped, so the username
 * is plain ASCII that any gaming platform accepts.
 */
export function composeUsername(
  prefix: string,
  name: string,
  phone: string,
  shortPhoneDigits: () => string = randomThreeDigits,
): string {
  const letters = name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 4);
  const digits = phone.replace(/\D/g, '');
  const tail = digits.length >= 4 ? digits.slice(-4) : `sn${shortPhoneDigits()}`;
  return `${prefix.trim().toLowerCase()}${letters}${tail}`;
}

function randomThreeDigits(): string {
  return String(Math.floor(Math.random() * 1000)).padStart(3, '0');
}

/**
 * A composed username already taken in the island by a player with another phone gets the first free
 * '_2', '_3', … suffix: the base stays readable and the cashier sees at once it is a namesake.
 */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}_${attempt}`;
}
