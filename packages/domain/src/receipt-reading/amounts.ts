import { parseAmount } from '../money';

/**
 * What counts as an amount on a receipt (docs/features/receipt-reading.md): es-AR pesos, '1.500,50',
 * '1500,50', '$ 15.000'. With a '$' (or ARS) any of them; after a money label without a sign only a
 * figure whose format says money (a decimal comma or thousands dots), so a run of digits (a CBU, CUIT
 * or operation number on the line under the label) or 'Total: 2 transferencias' is never an amount.
 */
const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?`;
// A figure ending in a bare comma lost its centavos ('$ 262.662,'): no amount. Nor one that goes on
// with '-' or '/' and digits: an account ('CA $ 4052-6412111/7').
const SIGNED = new RegExp(String.raw`(?:\$|ARS)\s*(${NUMBER})(?![\d.,]*\d)(?!,\s*$)(?![-/]\d)`);
const UNSIGNED = new RegExp(
  String.raw`^(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+,\d{1,2})(?![\d.,]*\d)(?:\s*(?:ARS|pesos))?$`,
  'i',
);

const two = (n: number) => String(n).padStart(2, '0');

/** OCR's gaps inside a figure: '1 .500,50', '1.500 ,50'. */
const closeGaps = (text: string) =>
  text.replace(/(\d)\s+(?=[.,]\d)/g, '$1').replace(/(\d[.,])\s+(?=\d)/g, '$1');

/** Wire pesos ("1500.50") of the first amount in the text, or null. */
export function amountIn(text: string, labelled = false): string | null {
  const plain = closeGaps(text.trim());
  const match = SIGNED.exec(plain) ?? (labelled ? UNSIGNED.exec(plain) : null);
  if (!match) return null;
  const centavos = parseAmount(match[1]!);
  if (centavos === null || centavos === 0) return null;
  return `${Math.floor(centavos / 100)}.${two(centavos % 100)}`;
}

/**
 * '$ 5.000.00' or '$ 5,000,00': OCR's dot for a decimal comma (or the reverse). The last two digits
 * are the centavos; read, but never as sure as a figure in its own format.
 */
export function slippedAmountIn(text: string): string | null {
  const match = /(?:\$|ARS)\s*(\d{1,3}(?:[.,]\d{3})*)[.,](\d{2})(?![\d.,]*\d)/.exec(closeGaps(text.trim()));
  if (!match) return null;
  const digits = match[1]!.replace(/[.,]/g, '');
  const pesos = Number(digits);
  // The same bounds as parseAmount's: at most 13 digits of pesos, never zero.
  if (digits.replace(/^0+/, '').length > 13 || (pesos === 0 && match[2] === '00')) return null;
  return `${pesos}.${match[2]}`;
}
