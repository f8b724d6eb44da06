/**
 * The receiving account (docs/features/receipt-reading.md): a CBU or CVU of 22 digits, or an alias.
 * A CBU/CVU carries two check digits: the 8th over the bank and branch (weights 7,1,3,9,7,1,3) and
 * the 22nd over the account (weights 3,9,7,1,… over 13 digits); each is (10 − sum mod 10) mod 10.
 */
const checkDigit = (digits: string, weights: number[]) =>
  (10 - ([...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 10)) % 10;

export function isValidCbu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false;
  return (
    checkDigit(value.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) === Number(value[7]) &&
    checkDigit(value.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === Number(value[21])
  );
}

/** Letters OCR reads for digits inside a CBU. */
const SWAPS: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  T: '1',
  N: '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
};

const asDigits = (token: string) => [...token].map((c) => SWAPS[c] ?? c).join('');

/**
 * A 22-character token of digits but a few: OCR's slips in a CBU/CVU, read as the digits they
 * resemble. A token one or two characters longer (a mark OCR glued to it: 'T10141…') gives the one
 * 22 digits inside it whose check digits hold, if exactly one does.
 */
export function cbuIn(text: string): string | null {
  const token = /(?:^|[\s:])([0-9OoDIlTNSBZ|]{22,24})(?=[\s.,;)]|$)/.exec(
    text.replace(/(\d)[\s-](?=\d)/g, '$1'),
  );
  if (!token || (token[1]!.match(/\d/g) ?? []).length < 17) return null;
  const digits = asDigits(token[1]!);
  if (digits.length === 22) return digits;
  const windows = Array.from({ length: digits.length - 21 }, (_, start) => digits.slice(start, start + 22));
  const valid = new Set(windows.filter(isValidCbu));
  return valid.size === 1 ? [...valid][0]! : null;
}

/** An alias: 6 to 20 letters, digits, dots and hyphens, with at least one dot, not a number. */
export function aliasIn(text: string): string | null {
  const alias = /(?:^|\s)([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+){1,4})(?=\s|$)/i.exec(text.trim());
  return alias && alias[1]!.length >= 6 && alias[1]!.length <= 20 && !/^[\d.,-]+$/.test(alias[1]!)
    ? alias[1]!.toLowerCase()
    : null;
}

export function accountIn(text: string): { value: string; checked: boolean } | null {
  const cbu = cbuIn(text);
  if (cbu) return { value: cbu, checked: isValidCbu(cbu) };
  const alias = aliasIn(text);
  // An alias has no check digit: it is as sure as its reading.
  return alias ? { value: alias, checked: true } : null;
}
