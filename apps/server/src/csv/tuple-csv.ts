import type { CsvKind } from './csv-columns';

/**
 * CSV lines written straight from the bytes of binary COPY tuples (db/copy-rows.ts) whose fields are
 * the text of copiedColumns: what csvCell writes for the same values (README 'CSV exports'), without
 * a string or an object per row. The rules look only at ASCII bytes, which never occur inside a
 * UTF-8 sequence, so they read the UTF-8 bytes exactly as they read the text.
 */

const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const APOSTROPHE = 39;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const ZERO = 48;
const SEMICOLON = 59;
const EQUALS = 61;
const AT = 64;

/** csv.ts FORMULA_START. */
const startsLikeFormula = (byte: number | undefined) =>
  byte === EQUALS || byte === PLUS || byte === MINUS || byte === AT || byte === TAB || byte === CR;

/** csv.ts `quoted`: separators, quotes, line breaks and tabs call for quotes. */
function needsQuotes(source: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = source[i];
    if (byte === SEMICOLON || byte === QUOTE || byte === LF || byte === CR || byte === TAB) return true;
  }
  return false;
}

/**
 * Copies the bytes; returns where the output continues. A loop: cells are a few bytes long, and
 * Buffer.copy's call into C++ costs more than that (it doubled the time of an export).
 */
function copyBytes(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  for (let i = start; i < end; i++) out[at++] = source[i]!;
  return at;
}

/** Copies the bytes with every quote doubled; returns where the output continues. */
function copyQuoted(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  for (let i = start; i < end; i++) {
    const byte = source[i]!;
    out[at++] = byte;
    if (byte === QUOTE) out[at++] = QUOTE;
  }
  return at;
}

function writeText(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  const formula = start < end && startsLikeFormula(source[start]);
  if (!needsQuotes(source, start, end)) {
    if (formula) out[at++] = APOSTROPHE;
    return copyBytes(source, start, end, out, at);
  }
  out[at++] = QUOTE;
  if (formula) out[at++] = APOSTROPHE;
  at = copyQuoted(source, start, end, out, at);
  out[at++] = QUOTE;
  return at;
}

/** asText: a tab first, inside quotes, neutralised. */
function writeKeptAsText(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  out[at++] = QUOTE;
  out[at++] = TAB;
  if (start < end && startsLikeFormula(source[start])) out[at++] = APOSTROPHE;
  at = copyQuoted(source, start, end, out, at);
  out[at++] = QUOTE;
  return at;
}

/**
 * Integer centavos as pesos the way JavaScript writes centavos / 100: no trailing zeros in the
 * decimals, no decimal mark without them, a zero before it (150025 → 1500,25; 150 → 1,5; 5 → 0,05).
 */
function writeCentavos(source: Buffer, start: number, end: number, out: Buffer, at: number): number {
  if (source[start] === MINUS) {
    out[at++] = MINUS;
    start++;
  }
  const digits = end - start;
  const units = end - 2;
  if (digits > 2) at = copyBytes(source, start, units, out, at);
  else out[at++] = ZERO;
  const tens = digits >= 2 ? source[units]! : ZERO;
  const ones = source[end - 1]!;
  if (ones !== ZERO) {
    out[at++] = COMMA;
    out[at++] = tens;
    out[at++] = ones;
  } else if (tens !== ZERO) {
    out[at++] = COMMA;
    out[at++] = tens;
  }
  return at;
}

/** yyyy-mm-dd → dd-mm-yyyy. */
function writeIsoDay(source: Buffer, start: number, out: Buffer, at: number): number {
  at = copyBytes(source, start + 8, start + 10, out, at);
  out[at++] = MINUS;
  at = copyBytes(source, start + 5, start + 7, out, at);
  out[at++] = MINUS;
  return copyBytes(source, start, start + 4, out, at);
}

/** Writes one non-null cell of its kind from source[start, end) at out[at]; returns the new end. */
type CellWriter = (source: Buffer, start: number, end: number, out: Buffer, at: number) => number;

const CELL_WRITERS: Record<CsvKind, CellWriter> = {
  text: writeText,
  keptAsText: writeKeptAsText,
  integer: copyBytes,
  centavos: writeCentavos,
  isoDay: (source, start, _end, out, at) => writeIsoDay(source, start, out, at),
};

/**
 * The CSV lines of whole tuples, one per tuple, CRLF included; `kinds` are the fields' in order, and
 * fields after them are not written. With `rows`, how many tuples there were, and `lastKey`, the
 * last tuple's first unwritten field as a number (0 without one): a keyset page's row count and the
 * key the next page starts after (copiedColumns with `keyed`).
 * No cell writes more than twice the bytes it takes in the tuple (its 4-byte length included), nor a
 * line more than its tuple, so an output twice the input's size always suffices.
 */
export function csvFromTuples(
  kinds: readonly CsvKind[],
  tuples: Buffer,
): { lines: Buffer; rows: number; lastKey: number } {
  const writers = kinds.map((kind) => CELL_WRITERS[kind]);
  const out = Buffer.allocUnsafe(tuples.length * 2);
  let at = 0;
  let read = 0;
  let rows = 0;
  let keyStart = 0;
  let keyLength = -1;
  while (read < tuples.length) {
    const fields = tuples.readInt16BE(read);
    read += 2;
    for (let field = 0; field < fields; field++) {
      const length = tuples.readInt32BE(read);
      read += 4;
      const start = read;
      read += Math.max(length, 0);
      if (field >= kinds.length) {
        if (field === kinds.length) [keyStart, keyLength] = [start, length];
        continue;
      }
      if (field > 0) out[at++] = SEMICOLON;
      if (length < 0) continue; // null: an empty cell
      at = writers[field]!(tuples, start, read, out, at);
    }
    out[at++] = CR;
    out[at++] = LF;
    rows++;
  }
  const lastKey = keyLength < 0 ? 0 : Number(tuples.toString('latin1', keyStart, keyStart + keyLength));
  return { lines: out.subarray(0, at), rows, lastKey };
}
