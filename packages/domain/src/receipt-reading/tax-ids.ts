/**
 * CUIT/CUIL (docs/features/receipt-reading.md): 11 digits, a prefix (20, 23, 24, 27 people; 30, 33, 34
 * companies), the document number and a check digit: mod 11 with weights 5,4,3,2,7,6,5,4,3,2. A
 * check of 10 is not issued (AFIP changes the prefix to 23/33 instead), so it never validates.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function taxIdCheckDigit(first10: string): number {
  const sum = [...first10].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return (11 - (sum % 11)) % 11;
}

export function isValidTaxId(value: string): boolean {
  return /^(?:2[03-7]|3[034])\d{9}$/.test(value) && taxIdCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/**
 * The first CUIT/CUIL written in the text (20-12345678-6, 20 12345678 6, 20123456786), with the
 * space OCR puts beside a dash ('23-13134420- 1').
 */
export function taxIdIn(text: string): { value: string; valid: boolean } | null {
  const match = /(?<![\d])(2[03-7]|3[034])(?:\s?[-.]\s?|\s)?(\d{8})(?:\s?[-.]\s?|\s)?(\d)(?![\d])/.exec(text);
  if (!match) return null;
  const value = match[1]! + match[2]! + match[3]!;
  return { value, valid: isValidTaxId(value) };
}
