import { isValidTaxId } from './tax-ids';
import type { Line } from './layout';
import { DOUBTFUL_CONFIDENCE } from './receipt-reading';

/**
 * Operation numbers (docs/features/receipt-reading.md, 'Operation number'): what a number beside an
 * operation label must look like, how far its letters can be trusted, and, when no label is read,
 * where the number most likely stands.
 */

/** Digits OCR took for letters inside a number ('O' for 0, 'l' for 1). */
export function fixDigits(token: string): string {
  const digit = (c: string | undefined) => c === undefined || /\d/.test(c);
  const swaps: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', T: '1', S: '5', B: '8' };
  return [...token]
    .map((c, i, all) => {
      const swap = swaps[c];
      const [before, after] = [all[i - 1], all[i + 1]];
      // Only between digits (or a digit and the end): 'TX62' stays a reference, '0T10' is 0110.
      return swap && digit(before) && digit(after) && (before ?? after) !== undefined ? swap : c;
    })
    .join('');
}

/**
 * A code in capitals with a digit, 8 to 20 characters, as banks print their transaction codes. Not
 * letters alone: 'Referencia ALQUILERES' is the transfer's concept.
 */
const CODE = /^(?=.*\d)[A-Z\d-]{8,20}$/;
/** Capitals OCR reads for digits: inside a code printed in lower case they can be nothing else. */
const CAPITAL_DIGITS: Record<string, string> = { B: '8', T: '7', G: '6', Z: '2' };
/**
 * A code in lower case hexadecimal ('e8c6ef74-8879') with a capital inside ('eBc6ef74-8879', '7' read
 * 'T'): the capital is a digit OCR misread, as the code prints no capitals. Found on fresh held-out
 * draws (docs/features/receipt-reading.md, 'Operation number').
 */
const lowerCaseSlips = (token: string) =>
  /\d/.test(token) && /[a-f]/.test(token) && !/[g-hj-km-np-z]/.test(token)
    ? token.replace(/[BTGZ]/g, (c) => CAPITAL_DIGITS[c]!)
    : token;
/**
 * Hexadecimal with its O read for 0 ('F2CDBE78F8DO'), its 1 read as l, I or i ('la63cb0f',
 * '799849cdibbc') and its 5 as S ('Sefdfcdd02bf'): the alphabet has none of them.
 */
const hexCode = (token: string) => {
  const hex = lowerCaseSlips(token)
    .replace(/[lIi]/g, '1')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/S/g, '5');
  return /^[\dA-F-]+$/.test(hex) && /\d/.test(hex) && /[A-F]/.test(hex) ? hex : null;
};

/**
 * How far a code's letters can be trusted. OCR swaps B and 8, G and 6, S and 5, I and J inside a code
 * with no rule to catch it, at a high confidence; a hexadecimal code's alphabet catches most of it.
 * A code with letters that is not hexadecimal is read, never trusted (docs/features/receipt-reading.md).
 */
export const codeTrust = (code: string) => (/[A-Z]/.test(code) && !hexCode(code) ? DOUBTFUL_CONFIDENCE : 1);

/**
 * Capitals only, 8 to 20: a code whose digits OCR read as letters ('R03VUZAXCR' as 'ROSVUZAXCR'), or
 * one printed without digits. Only alone beside a label that names the operation's or the
 * transaction's code: beside 'Referencia' it is the transfer's concept ('ALQUILERES'), and after a
 * bare 'Operación' a sentence ('OPERACION REALIZADA CON EXITO').
 */
const LETTER_CODE = /^[A-Z]{8,20}$/;
/** 'Código de transacción', 'ID de la operación', 'Nº de operación': not 'Operación …' nor 'Referencia'. */
export const namesTheOperation = (norm: string) =>
  /operaci[o0]n|transacci[o0]n/.test(norm) && !/^(?:operaci[o0]n|transacci[o0]n)/.test(norm);

export function operationIn(value: string, lettersOnly = false): string | null {
  const text = value.replace(/^(?:n[^a-z0-9\s]|nro\.?|#)\s*/i, '').trim();
  // A date, a time or an amount ('$ 1.500', '2.500.000,00') beside the label is not its number.
  if (/\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\d:\d\d|\$|^\d{1,3}(?:\.\d{3})*,\d{2}$/.test(text)) return null;
  // OCR's ')' for a J inside a code ('7HWPCC5)3V'); other marks are dropped.
  const tokens = text
    .split(/\s+/)
    .map((t) => t.replace(/(?<=[A-Z\d])\)(?=[A-Z\d])/g, 'J').replace(/[^\p{L}\d-]/gu, ''));
  // '1234 5678 9012': a number printed in groups is one number.
  // 'TX 1234 5678' too: a short letter prefix and digit groups.
  const groupable =
    tokens.length > 1 &&
    tokens.every((t, i) => /^[\p{L}\d-]+$/u.test(t) && (/\d/.test(t) || (i === 0 && t.length <= 4)));
  const grouped = groupable ? tokens.join('') : null;
  // A hexadecimal code as printed, in lower case too ('5efdfcdd02bf'), once OCR's slips are undone.
  const code = (t: string) =>
    CODE.test(t) ||
    (t.length >= 8 && !!hexCode(t)) ||
    (lettersOnly && tokens.length === 1 && LETTER_CODE.test(t));
  const token =
    grouped ?? [...tokens].reverse().find((t) => (t.match(/\d/g) ?? []).length >= 3 || code(t)) ?? '';
  const digits = (token.match(/\d/g) ?? []).length;
  // 5+ digits, or 6+ characters with 3 digits: a year ('Alquiler marzo 2026') is no reference.
  // A code in capitals may have fewer digits ('T8HJJENVV3').
  if (
    token.length > 40 ||
    (digits < 3 && !code(token)) ||
    (digits === token.length ? digits < 5 : token.length < 6)
  )
    return null;
  // Mostly digits: letters among them are OCR slips; otherwise an alphanumeric reference as printed,
  // its round O a zero when it has digits: OCR cannot tell them apart in most fonts, and such a code
  // has zeros where it seems to have an O ('39NQ4DDOBZ' is 39NQ4DD0BZ).
  if (digits >= token.length * 0.7) return fixDigits(token).toUpperCase();
  const upper = token.toUpperCase();
  return hexCode(token) ?? (digits > 0 ? upper.replace(/O/g, '0') : upper);
}

/** Which of a receipt's numbers is its operation number, most likely first. */
const OP_KINDS = ['operacion', 'transaccion', 'comprobante', 'transferencia', 'movimiento', 'referencia'];
export const opRank = (norm: string) => {
  const at = OP_KINDS.findIndex((kind) => norm.includes(kind));
  return at < 0 ? OP_KINDS.length : at;
};

/** A word that names the number, or what a photo's OCR left of it ('ración', 'sacción'). */
const KIND_WORD =
  /(?:\b[a-z]{0,5}(?:racion|accion)|operaci[o0]n|transacci[o0]n|comprobante|referencia|identificacion)\b|\bnumero(?:\s+de)?\s*$/;
/** The rest of a label broken over lines ('Número de operación de Mercado' / 'Pago'): words, no digit. */
const labelTail = (text: string) =>
  !/\d/.test(text) && /\p{L}{2}/u.test(text) && text.trim().split(/\s+/).length <= 3;
/** A value standing alone after a label: digit groups or one code, as `operationIn` reads it. */
const aloneValue = (text: string) => {
  const value = /\d{6}/.test(text) || !/\s/.test(text.trim()) ? operationIn(text) : null;
  return value && !/^\d{22}$/.test(value) && !isValidTaxId(value) ? value : null;
};

/**
 * No label at a cell's start. First a label inside a line, or what is left of one ('Tu número de
 * operación es 1234…', 'ración 6422…', 'Número de operación de Mercado' / 'Pago' / '9536…'), with its
 * value after it or alone on a line below: a guess at 0.75 of the line's confidence. Else the last
 * line that is only a long number or a hexadecimal code and not a CUIT or a CBU (photos lose grey
 * labels): at 0.5, shown as doubtful and under READING_MIN_CONFIDENCE, so no duplicate is found by it.
 */
export function operationWithoutLabel(
  lines: Line[],
): { value: string; confidence: number; rank: number } | null {
  for (const line of lines) {
    const found = KIND_WORD.exec(line.norm);
    if (!found) continue;
    const after = line.text.slice(found.index).replace(/^\S+\s*/, '');
    let value = after ? aloneValue(after) : null;
    if (!value && (after === '' || labelTail(after))) {
      const [next, then] = [lines[line.index + 1], lines[line.index + 2]];
      value =
        (next && aloneValue(next.text)) ??
        (next && then && labelTail(next.text) ? aloneValue(then.text) : null);
    }
    if (value) return { value, confidence: line.confidence * 0.75, rank: opRank(line.norm) };
  }
  for (const line of [...lines].reverse()) {
    const text = line.text.trim();
    const digits = /^\d{8,20}$/.test(text) && !isValidTaxId(text);
    // Hexadecimal once OCR's slips are undone ('blf809dc-c173'): a word ('Compartir') never is.
    const value = digits ? text : /^[\da-z-]{8,20}$/i.test(text) ? hexCode(text) : null;
    if (value && line.cells.length === 1)
      return { value, confidence: Math.min(line.confidence, 0.5), rank: OP_KINDS.length };
  }
  return null;
}
