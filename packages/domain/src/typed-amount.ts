import { formatCentavos, parseAmount } from './money';

/** Why a typed amount is refused, when the form gives no text of its own. */
export const AMOUNT_MESSAGES = {
  required: 'Debe ingresar un monto',
  unclear: 'Ingrese un monto válido, por ejemplo 1.500,50',
  ambiguous: 'Monto ambiguo: use punto para los miles y coma para los decimales, por ejemplo 1.500 o 1,50',
  decimals: 'El monto admite hasta 2 decimales',
  notPositive: 'El monto debe ser mayor a 0',
  negative: 'El monto no puede ser negativo',
  aboveMax: (maxCentavos: number) => `El monto no puede superar ${formatCentavos(maxCentavos)}`,
} as const;

/** What a money field accepts, in centavos, and the form's own texts for its refusals. */
export interface AmountBounds {
  /** Smallest amount accepted: 1 (the default) refuses zero, 0 accepts it. */
  min?: number;
  /** Largest amount accepted: a balance or the form's cap. */
  max?: number;
  required?: string;
  /** Refusal of an amount below `min` (docs/features/banks.md counts a zero limit as missing, for example). */
  belowMin?: string;
  aboveMax?: string;
}

export interface TypedAmount {
  /** The amount read, in centavos; null when the text is empty or refused. */
  centavos: number | null;
  /** Why the text is refused; undefined when it is accepted or empty. */
  refusal?: string;
  /** True when the text is no amount at all, like a half-typed '1.' or '1.500,': the field waits for blur. */
  unreadable?: boolean;
}

/** Commas that group three digits and nothing else: '1,500' is 1,50 with a slip or an English 1500. */
const AMBIGUOUS = /^[1-9]\d{0,2}(,\d{3})+$/;

/** Text that would read as an amount if its decimal part were cut to two digits: '1500,505'. */
function hasExtraDecimals(text: string): boolean {
  const match = /^(.*[.,])(\d{3,})$/.exec(text);
  return match !== null && parseAmount(match[1]! + match[2]!.slice(0, 2)) !== null;
}

/** Why unreadable text is refused: ambiguous, too many decimals, negative, or simply unclear. */
function unreadableRefusal(text: string, bounds: AmountBounds): string {
  if (AMBIGUOUS.test(text)) return AMOUNT_MESSAGES.ambiguous;
  if (hasExtraDecimals(text)) return AMOUNT_MESSAGES.decimals;
  if (text.startsWith('-') && parseAmount(text.slice(1)) !== null)
    return bounds.min === 0 ? AMOUNT_MESSAGES.negative : (bounds.belowMin ?? AMOUNT_MESSAGES.notPositive);
  return AMOUNT_MESSAGES.unclear;
}

/** The refusal of an amount already in centavos (typed and read, or from the wire), or undefined. */
export function centavosRefusal(centavos: number, bounds: AmountBounds = {}): string | undefined {
  const min = bounds.min ?? 1;
  if (centavos < min) return bounds.belowMin ?? AMOUNT_MESSAGES.notPositive;
  if (bounds.max !== undefined && centavos > bounds.max)
    return bounds.aboveMax ?? AMOUNT_MESSAGES.aboveMax(bounds.max);
  return undefined;
}

/**
 * An amount as a person typed it (the Argentine way, read by parseAmount), checked against the
 * field's bounds. Empty text is refused only when the bounds give a `required` text.
 */
export function readTypedAmount(typed: string, bounds: AmountBounds = {}): TypedAmount {
  const text = typed.replace(/[\s$]/g, '');
  if (!text) return { centavos: null, refusal: bounds.required };
  const centavos = parseAmount(text);
  if (centavos === null) {
    const refusal = unreadableRefusal(text, bounds);
    return { centavos: null, refusal, unreadable: refusal === AMOUNT_MESSAGES.unclear };
  }
  const refusal = centavosRefusal(centavos, bounds);
  return refusal ? { centavos: null, refusal } : { centavos };
}

/** Centavos as text to edit in a money field: '1.500,50', and whole amounts without ',00' ('300.000'). */
export function centavosToTyped(centavos: number): string {
  return formatCentavos(centavos).replace(/^\$ /, '').replace(/,00$/, '');
}
