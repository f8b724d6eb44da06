/** Money is integer centavos in storage and pesos with two decimals on the wire (docs/features/money.md). */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** `1234567` → `'$ 12.345,67'` (es-AR: dot thousands, comma decimals), in integer maths. */
export function formatCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos))
    throw new RangeError(`centavos must be a safe integer, got ${centavos}`);
  const abs = Math.abs(centavos);
  const pesos = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = pesos.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${centavos < 0 ? '-' : ''}$ ${grouped},${cents}`;
}

/** Pesos from the wire, shown as '$ 1.234,50'. */
export function formatPesos(pesos: number): string {
  return formatCentavos(pesosToCentavos(pesos));
}

/**
 * Pesos from the wire as exact centavos, or null when the number has more than two decimals (1500.505
 * is refused, not rounded: nobody types a third decimal on purpose) or is not finite. Read from the
 * number's shortest decimal text ('1500.5', '1e-7') in integer maths, so no float epsilon decides:
 * 0.1 + 0.2 (0.30000000000000004) is refused, 1500.5 is 150050.
 */
export function wirePesosToCentavos(pesos: number): number | null {
  if (!Number.isFinite(pesos)) return null;
  const [, sign, integer, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(
    String(pesos),
  )!;
  const digits = integer! + fraction;
  // Where the decimal point falls once the number is moved two places right, into centavos.
  const point = integer!.length + Number(exponent) + 2;
  if (/[1-9]/.test(digits.slice(Math.max(point, 0)))) return null;
  const centavos = Number(digits.slice(0, point).padEnd(point, '0'));
  return sign ? -centavos : centavos;
}

/** Centavos from storage as wire pesos; pesosToCentavos gives them back exactly up to MAX_TYPED_CENTAVOS. */
export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** Largest integer part a typed amount may have: 13 digits keep centavos exact through wire pesos. */
const MAX_INTEGER_DIGITS = 13;
export const MAX_TYPED_CENTAVOS = 10 ** (MAX_INTEGER_DIGITS + 2) - 1;

function groupedInteger(text: string, separator: '.' | ','): string | null {
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (!first || !/^\d{1,3}$/.test(first) || (first.startsWith('0') && rest.length > 0)) return null;
  return rest.every((g) => /^\d{3}$/.test(g)) ? groups.join('') : null;
}

function splitAmount(text: string): { integer: string; fraction: string } | null {
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    // Both present: the last one is the decimal mark, the other groups thousands ('1.500,50', '1,500.50').
    const [decimal, thousands] = dot > comma ? (['.', ','] as const) : ([',', '.'] as const);
    const at = text.lastIndexOf(decimal);
    const integer = groupedInteger(text.slice(0, at), thousands);
    return integer === null ? null : { integer, fraction: text.slice(at + 1) };
  }
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (!mark) return { integer: text, fraction: '' };
  const parts = text.split(mark);
  // One mark followed by one or two digits is the decimal mark: '1500,5', '1500.50'.
  if (parts.length === 2 && /^\d{1,2}$/.test(parts[1]!)) return { integer: parts[0]!, fraction: parts[1]! };
  // Dots followed by groups of three are es-AR thousands ('1.500' is mil quinientos). Commas are not:
  // '1,500' could be 1,50 typed with a slip or an English 1500, so it is refused rather than guessed.
  if (mark === ',') return null;
  const integer = groupedInteger(text, '.');
  return integer === null ? null : { integer, fraction: '' };
}

/**
 * An amount a person typed, in centavos, or null when it is not a clear non-negative amount.
 * Argentine style first: '1.500,50', '1500,5', '1.500' (thousands) and also '1500.5' and '1,500.50'.
 * '$' and spaces are ignored. Ambiguous or malformed text ('1,500', '1.5000', '1,2,3') is null.
 */
export function parseAmount(typed: string): number | null {
  const text = typed.replace(/[\s$]/g, '');
  if (!/^[\d.,]+$/.test(text)) return null;
  const parts = splitAmount(text);
  if (!parts || !/^\d+$/.test(parts.integer) || !/^\d{0,2}$/.test(parts.fraction)) return null;
  const integer = parts.integer.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  return Number(integer) * 100 + Number(parts.fraction.padEnd(2, '0'));
}
