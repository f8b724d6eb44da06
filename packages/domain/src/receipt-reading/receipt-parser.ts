import { DOUBTFUL_CONFIDENCE, type ReadField, type ReadFieldName } from './receipt-reading';
import { accountIn, aliasIn, cbuIn, isValidCbu } from './accounts';
import { amountIn, slippedAmountIn } from './amounts';
import { dateIn, timeIn } from './dates';
import { cellsBelow, tailConfidence, toLines, type Cell, type Line, type TextLine } from './layout';
import {
  codeTrust,
  fixDigits,
  namesTheOperation,
  operationIn,
  operationWithoutLabel,
  opRank,
} from './operation-numbers';
import { taxIdIn } from './tax-ids';

export type { TextLine, WordBox } from './layout';

/**
 * From a receipt's text lines (and, when the source gives them, its words' boxes) to its fields
 * (docs/features/receipt-reading.md). Pure: the lines come from OCR or a PDF's text layer, each with
 * its confidence (0 to 1). A label is matched without case or accents at the start of a cell (a part
 * of a row set apart by a wide gap); its value is the rest of that cell, the next cell on the row, or
 * the cell just below it. Every value is cross-checked (the headline amount against the labelled
 * one, check digits, the block a CUIT stands in) and a failed check keeps it under
 * TRUSTED_CONFIDENCE, so /checker never compares it.
 */
export type ReadFields = Partial<Record<ReadFieldName, ReadField>>;

export interface ParsedReceipt {
  fields: ReadFields;
  /** Neither an amount nor an operation number: not a transfer receipt. */
  looksLikeReceipt: boolean;
}

/** What a receipt's number is called (OCR's slips included: 'Nro,', '1D', 'C0digo'). */
const OP_KIND = String.raw`(?:operaci[o0]n|transacci[o0]n|comprobante|referencia|control|transferencia|movimiento|orden|ticket|seguimiento|tramite)`;
const OP_LABEL = new RegExp(
  String.raw`^(?:(?:numero|nro|n[^a-z0-9\s]{1,2}|no|num)[.,]?\s*(?:de\s+)?(?:la\s+)?${OP_KIND}(?:\s+de\s+mercado\s+pago)?|(?:c[o0]d[i1l]go|cod[.,]?|[i1l!]?d[.,]?|identificador|clave)\s+(?:de\s+)?(?:la\s+)?${OP_KIND}|id\s+coelsa|coelsa\s+id|(?:operacion|transaccion)(?:\s+(?:nro|n[^a-z0-9\s]|numero))?[.,]?|comprobante(?:\s+(?:nro|no|n[^a-z0-9\s]?[29]?[a-z]?))?[.,]?|referencia|id\s+(?:operacion|transaccion))(?=[\s:#.,]|$)`,
);
const AMOUNT_LABEL =
  /^(?:importe(?:\s+(?:transferido|enviado|debitado|total))?|monto(?:\s+(?:transferido|enviado|debitado|total|de\s+la\s+transferencia))?|total(?:\s+(?:transferido|enviado|debitado))?|enviaste|transferiste|pagaste|valor)(?=[\s:$]|$)/;
const SENDER_LABEL =
  /^(?:titular\s+(?:de\s+(?:la\s+)?)?cuenta\s+(?:de\s+)?origen|titular\s+de\s+origen|cuenta\s+(?:de\s+)?origen|datos\s+del?\s+(?:ordenante|remitente|origen|pagador)|quien\s+envia|enviado\s+por|enviada\s+por|remitente|ordenante|pagador|origen|desde|de)(?=[\s:]|$)/;
const RECEIVER_LABEL =
  /^(?:titular\s+(?:de\s+(?:la\s+)?)?cuenta\s+(?:de\s+)?destino|titular\s+de\s+destino|cuenta\s+(?:de\s+)?destino|datos\s+del?\s+(?:destinatario|beneficiario|destino)|quien\s+recibe|destinatario|beneficiario|destino|hacia|para|enviado\s+a|enviada\s+a)(?=[\s:]|$)/;
/**
 * A photo cut at the screen's edge leaves a block's heading as a piece of a word ('tinatario',
 * 'Destii'): a line that is only the start (5 letters or more) or the end of one still opens it.
 */
const CUT_HEADINGS: [string, 'sender' | 'receiver'][] = [
  ['destinatario', 'receiver'],
  ['beneficiario', 'receiver'],
  ['ordenante', 'sender'],
  ['remitente', 'sender'],
];
function cutHeading(norm: string): 'sender' | 'receiver' | null {
  if (!/^\p{L}{5,}$/u.test(norm)) return null;
  const found = CUT_HEADINGS.find(
    ([word]) => norm !== word && (word.startsWith(norm.slice(0, 5)) || word.endsWith(norm)),
  );
  return found ? found[1] : null;
}
/** A name inside the current block (the sender's or the receiver's). */
const NAME_LABEL = /^(?:titular|nombre(?:\s+y\s+apellido)?|razon\s+social|a\s+nombre\s+de)(?=[\s:]|$)/;
const TAX_LABEL = /(?:^|\s)(?:cuit|cuil|cdi|c\.u\.i\.[tl]\.?)(?=[\s:/.-]|$)/;
const TAX_SENDER = /\b(?:origen|ordenante|remitente|pagador|del\s+ordenante)\b/;
const TAX_RECEIVER = /\b(?:destino|destinatario|beneficiario)\b/;
const ACCOUNT_LABEL =
  /^(?:(?:cbu|cvu)(?:\s*(?:[/-]|\so\s)\s*(?:cbu|cvu|alias))?(?:\s*(?:[/-]|\so\s)\s*alias)?|alias(?:\s*(?:[/-]|\so\s)\s*(?:cbu|cvu))?|cuenta\s+(?:de\s+)?destino|a\s+la\s+cuenta|cuenta\s+acreditada)(?:\s+(?:de\s+)?(?:destino|del\s+destinatario|destinatario|del\s+beneficiario|beneficiario))?(?=[\s:]|$)/;

/** A cell that is itself a label is never another label's value ('De' / 'Para'). */
const LABELS = [OP_LABEL, AMOUNT_LABEL, SENDER_LABEL, RECEIVER_LABEL, NAME_LABEL, ACCOUNT_LABEL];
const HEADING = new RegExp(`${SENDER_LABEL.source}|${RECEIVER_LABEL.source}`);
const BANKS: [RegExp, string][] = [
  [/mercado\s*pago/, 'Mercado Pago'],
  [/naranja/, 'Naranja X'],
  [/cuenta\s*dni/, 'Cuenta DNI'],
  [/brubank/, 'Brubank'],
  [/\buala\b/, 'Ualá'],
  [/\bbbva\b/, 'BBVA'],
  [/santander/, 'Santander'],
  [/galicia/, 'Galicia'],
  [/\bbna\b|banco\s+de\s+la\s+nacion|banco\s+nacion/, 'Banco Nación'],
  [/\bmacro\b/, 'Macro'],
  [/\bicbc\b/, 'ICBC'],
  [/\bhsbc\b/, 'HSBC'],
  [/personal\s*pay/, 'Personal Pay'],
  [/\blemon\b/, 'Lemon'],
  [/\bprex\b/, 'Prex'],
  [/supervielle/, 'Supervielle'],
  [/credicoop/, 'Credicoop'],
  [/banco\s+provincia|\bbapro\b/, 'Banco Provincia'],
  [/banco\s+ciudad/, 'Banco Ciudad'],
  [/patagonia/, 'Patagonia'],
];

const field = (value: string, confidence: number): ReadField => ({
  value,
  confidence: Math.round(Math.max(0, Math.min(1, Number.isFinite(confidence) ? confidence : 0)) * 100) / 100,
});

interface Value<T = string> {
  value: T;
  cell: Cell;
  /** The OCR's confidence in the value's own words. */
  confidence: number;
  /** The line the value stands on. */
  line: Line;
}

/**
 * A long value the receipt broke over two lines ('Código de transacción 87953708' / '08', a CBU's
 * last digits below it): the value with the next line's lone short word, tried first, a little less
 * sure. Only for numbers and codes, whose parse rejects a join that makes no sense.
 */
/**
 * The end of a word the receipt broke onto the next line ('Domíngu' / 'ez', '05:3' / '8'): that line
 * when it is only such a piece, else ''.
 */
function wrappedTail(lines: Line[], line: Line, piece = /^\p{Ll}{1,6}$/u): string {
  const next = lines[line.index + 1];
  return next?.cells.length === 1 && piece.test(next.text.trim()) ? next.text.trim() : '';
}

/** A value that ends in a lowercase hexadecimal code ('096ead42-2b'): its rest may be letters alone. */
const LOWER_HEX_END = /(?:^|\s)(?=[\da-f-]*\d)[\da-f-]*[a-f][\da-f-]*$/;

function wrapped(lines: Line[], t: Value<string>): Value<string>[] {
  // A digit in the piece: a word alone below ('Banco', 'Copiar') is never the rest of a number.
  // And one in the value: 'Nº' read as 'Ne' is no start of a number. A lowercase hexadecimal
  // code's rest may have no digit ('096ead42-2b' / 'cd'); its alphabet keeps words out.
  const word = !/\d/.test(t.value)
    ? ''
    : wrappedTail(lines, t.line, /^(?=.*\d)[\p{L}\d-]{1,10}$/u) ||
      (LOWER_HEX_END.test(t.value) ? wrappedTail(lines, t.line, /^[\da-f]{1,6}$/) : '');
  const next = lines[t.line.index + 1];
  if (!word) {
    // A piece below with a digit and a character no code has ('77233581-c' / '2d?'): the value may
    // be cut short, so it is not trusted (docs/features/receipt-reading.md, 'Confidence').
    const rough = /\d/.test(t.value) && wrappedTail(lines, t.line, /^(?=.*\d)\S{1,6}$/u);
    return rough && !anyLabel(next!)
      ? [{ ...t, confidence: Math.min(t.confidence, DOUBTFUL_CONFIDENCE) }]
      : [];
  }
  if (anyLabel(next!)) return [];
  return [{ ...t, value: `${t.value}${word}`, confidence: Math.min(t.confidence, next!.confidence) * 0.9 }];
}

/**
 * The value a label at the start of a cell names (docs/features/receipt-reading.md, 'pairing by
 * position'): the rest of the cell when there is one (else it was no label: 'Comprobante de
 * transferencia'); for a label alone, the next cell on the row, else the cell just below. The first
 * of them that `parse` accepts ('Copiar' beside a label is not its value).
 */
function labelled<T>(
  lines: Line[],
  line: Line,
  label: RegExp,
  parse: (text: string) => T | null,
  { only, wraps = false }: { only?: Cell; wraps?: boolean } = {},
): Value<T> | null {
  for (const [i, cell] of line.cells.entries()) {
    if (only && cell !== only) continue;
    const match = label.exec(cell.norm);
    if (!match) continue;
    let rest = cell.text
      .slice(match[0].length)
      .replace(/^[\s:.\-–]+/, '')
      .trim();
    // 'Número de operación de' / 'Mercado Pago' / '1637…': the label goes on over the next line.
    const labelGoesOn = /^de$/i.test(rest) && !/\d/.test(lines[line.index + 1]?.text ?? '0');
    if (labelGoesOn) rest = '';
    const below = labelGoesOn ? lines[line.index + 1]! : line;
    const tries: Value<string>[] = [];
    const right = line.cells.slice(i + 1);
    // 'Quién envía | Quién recibe': a heading beside is a second column, not this one's value.
    const beside = HEADING.test(right[0]?.norm ?? '') ? [] : right;
    if (rest !== '') tries.push({ value: rest, cell, line, confidence: tailConfidence(cell, rest) });
    if (rest.length <= 2) {
      // '1234 | 5678 | 9012' spaced wide: the row's rest together, then each cell.
      if (beside.length > 1)
        tries.push({
          value: beside.map((c) => c.text).join(' '),
          cell: beside[0]!,
          line,
          confidence: Math.min(...beside.map((c) => c.confidence)),
        });
      tries.push(...beside.map((c) => ({ value: c.text, cell: c, line, confidence: c.confidence })));
      const next = lines[below.index + 1];
      if (next && (rest === '' || beside.length === 0)) {
        // '8556   05505' below the label: digit groups a wide gap split are one value, as beside
        // (what follows them on the row, an icon or OCR's noise, is not part of it).
        const end = next.cells.findIndex((c) => !/^\d[\d-]*$/.test(c.text));
        const groups = next.cells.slice(0, end < 0 ? undefined : end);
        if (groups.length > 1)
          tries.push({
            value: groups.map((c) => c.text).join(' '),
            cell: groups[0]!,
            line: next,
            confidence: Math.min(...groups.map((c) => c.confidence)),
          });
        tries.push(
          ...cellsBelow(lines, below, cell).map((c) => ({
            value: c.text,
            cell: c,
            line: next,
            confidence: c.confidence,
          })),
        );
      }
    }
    if (wraps) tries.unshift(...tries.flatMap((t) => wrapped(lines, t)));
    for (const t of tries) {
      const value = parse(t.value);
      if (value !== null) return { ...t, value };
    }
    return null;
  }
  return null;
}

const NOT_NAME =
  /\b(?:caja|ahorros?|cuenta|corriente|cvu|cbu|alias|cuit|cuil|dni|pesos|ars|usd|transferencia|comprobante|operacion|importe|monto|fecha|hora|banco|billetera|origen|destino)\b/;

/** A person's or company's name: words of letters, no digits, not an account or a bank. */
function cleanName(value: string): string | null {
  if (/\d/.test(value)) return null;
  const name = value
    .replace(/[^\p{L}\s'.-]/gu, ' ')
    .replace(/(^|\s)[-.']+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const norm = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (
    NOT_NAME.test(norm) ||
    BANKS.some(([pattern]) => pattern.test(norm)) ||
    LABELS.some((l) => l.test(norm))
  )
    return null;
  const letters = (name.match(/\p{L}/gu) ?? []).length;
  return /\p{L}{3,}/u.test(name) && letters >= 4 && name.length <= 60 ? name : null;
}

/** The name a heading or a name label gives: its value, or the first name in the two lines below. */
function nameAfter(
  lines: Line[],
  line: Line,
  label: RegExp,
  cell?: Cell,
): { name: string; confidence: number } | null {
  const value = labelled(lines, line, label, (text) => text, { only: cell });
  if (!value) return null;
  // 'Origen' / 'Nombre | Martina López': the name is the inner label's value.
  if (value.line !== line && NAME_LABEL.test(value.cell.norm))
    return nameAfter(lines, value.line, NAME_LABEL, value.cell);
  const name = cleanName(value.value);
  if (name) {
    const rest = wrappedTail(lines, value.line) || nameRestBelow(lines, value);
    return { name: name + rest, confidence: value.confidence };
  }
  // 'De' / 'CA $ 0123-4567/8' / 'Martina López': the account line between is not the name.
  if (value.line === line || LABELS.some((l) => l.test(value.cell.norm))) return null;
  for (const next of lines.slice(value.line.index + 1, value.line.index + 2)) {
    if (anyLabel(next)) return null;
    const below = cleanName(next.cells[0]!.text);
    if (below) return { name: below, confidence: next.cells[0]!.confidence };
  }
  return null;
}

/** What a screen may wrap of a name: one to three capitalised words ('Ruiz Díaz'). */
const NAME_REST = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2}$/u;

/**
 * The rest of a name a narrow screen wrapped at a space ('Florencia Lucía Maldonado' / 'Ruiz Díaz'),
 * with a leading space: capitalised words alone on the next row, starting under the name's start
 * or ending under its end, whose first word would not have fitted after the name before the text's
 * right edge. Without boxes, or where it would have fitted (a row of its own), nothing
 * (docs/features/receipt-reading.md, 'Sender and receiver').
 */
function nameRestBelow(lines: Line[], value: Value<string>): string {
  const next = lines[value.line.index + 1];
  const piece = next?.cells.length === 1 ? next.cells[0]! : undefined;
  const text = piece?.text.trim() ?? '';
  if (!piece || anyLabel(next!) || !NAME_REST.test(text) || !cleanName(text)) return '';
  const { cell } = value;
  const { x0, x1, height } = cell;
  if (x0 === undefined || x1 === undefined || !height || piece.x0 === undefined || piece.x1 === undefined)
    return '';
  const perChar = (piece.x1 - piece.x0) / text.length;
  const valueStart = x0 + ((x1 - x0) * Math.max(0, cell.text.indexOf(value.value))) / cell.text.length;
  const aligned = Math.abs(piece.x0 - valueStart) <= height || Math.abs(piece.x1 - x1) <= height;
  const right = Math.max(...lines.map((line) => line.x1 ?? 0));
  const fitted = x1 + perChar * (1 + text.split(' ')[0]!.length) < right;
  return aligned && !fitted ? ` ${text}` : '';
}

const anyLabel = (line: Line) => LABELS.some((l) => l.test(line.norm)) || TAX_LABEL.test(line.norm);

interface AmountSeen {
  value: string;
  confidence: number;
  height?: number;
  labelled: boolean;
  /** Its centavos are printed (',50', ',00'): none lost to a superscript or a cut. */
  cents: boolean;
}

const printsCents = (text: string) => /\d,\d{2}(?!\d)/.test(text);

/**
 * Centavos printed raised and small right after the figure ('$ 6.080⁴⁹', as some apps do): two
 * digits whose box starts where the figure ends, under three quarters of its height, on its row or
 * the one just above or below (a raised word may be read as a line of its own), or read into the
 * figure's cell. Only with boxes: plain text cannot tell a raised word.
 */
function raisedCents(lines: Line[], line: Line, figure: Cell): string | null {
  const { x1, height } = figure;
  if (x1 === undefined || !height) return null;
  // Read into the figure's own cell: '$ 6.080 49'.
  const joined = /^(?:\$|ARS)\s*\d{1,3}(?:\.\d{3})*\s(\d{2})$/.exec(figure.text);
  if (joined) return joined[1]!;
  for (const near of lines.slice(Math.max(0, line.index - 1), line.index + 2))
    for (const cell of near.cells)
      if (
        /^\d{2}$/.test(cell.text) &&
        (cell.height ?? height) <= height * 0.75 &&
        cell.x0 !== undefined &&
        cell.x0 >= x1 - height * 0.2 &&
        cell.x0 <= x1 + height * 0.6
      )
        return cell.text;
  return null;
}

/** '$' / '2.500.000,00': a narrow screen put the sign on a line of its own, above its figure. */
function signAboveFigure(lines: Line[], line: Line): AmountSeen | null {
  const next = lines[line.index + 1];
  if (!/^(?:\$|ARS)$/.test(line.text.trim()) || next?.cells.length !== 1) return null;
  const value = amountIn(`$ ${next.text}`);
  if (!value) return null;
  const confidence = Math.min(line.confidence, next.confidence);
  return { value, confidence, height: next.cells[0]!.height, labelled: false, cents: printsCents(next.text) };
}

/**
 * '4 de febrero de 202' / '6 - 08:25h': a date whose year the screen broke, read from the line and
 * the next joined, as sure as the weaker of the two.
 */
function yearCut(
  lines: Line[],
  line: Line,
): { found: NonNullable<ReturnType<typeof dateIn>>; norm: string; confidence: number } | null {
  const next = lines[line.index + 1];
  if (!next || !/\d$/.test(line.norm) || !/^\d/.test(next.norm)) return null;
  const norm = `${line.norm}${next.norm}`;
  const found = dateIn(norm);
  return found ? { found, norm, confidence: Math.min(line.confidence, next.confidence) } : null;
}

/**
 * The amount: the labelled one (Importe, Monto, Total…) and the headline (the tallest figure, on
 * receipts with boxes) must agree; otherwise the value is kept under TRUSTED_CONFIDENCE. Without a
 * label or boxes, the first '$' amount is a guess (docs/features/receipt-reading.md, 'Confidence').
 */
function pickAmount(lines: Line[]): ReadField | null {
  const seen: AmountSeen[] = [];
  for (const line of lines) {
    // 'Importe $ 2.500.000,' / '00': a narrow screen broke the figure; joined, tried first.
    const label = labelled(lines, line, AMOUNT_LABEL, (text) => amountIn(text, true), { wraps: true });
    if (label)
      seen.push({
        value: label.value,
        confidence: label.confidence,
        height: label.cell.height,
        labelled: true,
        cents: printsCents(label.cell.text),
      });
    const signAbove = signAboveFigure(lines, line);
    if (signAbove) seen.push(signAbove);
    for (const cell of line.cells) {
      if (label?.cell === cell) continue;
      const value = amountIn(cell.text);
      const slipped = value ? null : slippedAmountIn(cell.text);
      const found = value ?? slipped;
      const raised = value && !printsCents(cell.text) ? raisedCents(lines, line, cell) : null;
      if (found)
        seen.push({
          value: raised ? `${found.split('.')[0]}.${raised}` : found,
          confidence: cell.confidence * (value ? 1 : 0.7),
          height: cell.height,
          labelled: false,
          cents: !!slipped || !!raised || printsCents(cell.text),
        });
    }
  }
  if (seen.length === 0) {
    // 'S 15.000': OCR's S for the '$' of the only figure; read, never trusted.
    for (const cell of lines.flatMap((l) => l.cells)) {
      const value = /^[sS]\s?\d/.test(cell.text) ? amountIn(`$${cell.text.slice(1)}`) : null;
      if (value) return field(value, Math.min(cell.confidence * 0.7, 0.7));
    }
    return null;
  }
  const chosen = chooseAmount(lines, seen);
  return field(chosen.value, Math.min(chosen.confidence, doubtOf(chosen, seen)));
}

function chooseAmount(lines: Line[], seen: AmountSeen[]): { value: string; confidence: number } {
  const labelledOnes = seen.filter((s) => s.labelled);
  const boxed = lines[0]?.height !== undefined;
  const heights = lines.flatMap((l) => l.cells.map((c) => c.height ?? 0)).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)] ?? 0;
  const tallest = boxed ? [...seen].sort((a, b) => (b.height ?? 0) - (a.height ?? 0))[0] : undefined;
  const headline = tallest && (tallest.height ?? 0) >= body * 1.15 ? tallest : undefined;
  const first = labelledOnes[0];
  if (first) {
    const agree =
      labelledOnes.every((s) => s.value === first.value) && (!headline || headline.value === first.value);
    const confidence = Math.min(first.confidence, headline?.confidence ?? 1);
    return { value: first.value, confidence: agree ? confidence : Math.min(confidence, 0.6) };
  }
  if (headline) {
    const others = seen.filter(
      (s) => s.value !== headline.value && (s.height ?? 0) >= (headline.height ?? 0) * 0.8,
    );
    return { value: headline.value, confidence: headline.confidence * (others.length ? 0.6 : 1) };
  }
  const guess = seen[0]!;
  const distinct = new Set(seen.map((s) => s.value)).size;
  return { value: guess.value, confidence: guess.confidence * (distinct > 1 ? 0.7 : 0.85) };
}

/**
 * The most a chosen amount may be trusted, whatever its reading's confidence: not when another
 * figure has its pesos and other centavos ('$ 262.662,' above '$ 262.662,12'), and not when it shows
 * no centavos and nothing else on the receipt says the same figure: a superscript ',49' that OCR
 * lost or fused ('$ 676⁴⁷' read as '$ 6767') looks just like a round amount.
 */
function doubtOf(chosen: { value: string }, seen: AmountSeen[]): number {
  const pesos = (value: string) => value.split('.')[0];
  const same = seen.filter((s) => s.value === chosen.value);
  if (seen.some((s) => s.value !== chosen.value && pesos(s.value) === pesos(chosen.value))) return 0.6;
  if (same.length < 2 && !same.some((s) => s.cents)) return DOUBTFUL_CONFIDENCE;
  return 1;
}

export function parseReceiptText(input: TextLine[]): ParsedReceipt {
  const lines = toLines(input);
  const fields: ReadFields = {};
  const set = (name: ReadFieldName, value: string | null, confidence: number) => {
    if (value && !fields[name]) fields[name] = field(value, confidence);
  };
  let section: 'sender' | 'receiver' | null = null;
  let day: { date: string; confidence: number; line: Line } | null = null;
  let time: { time: string; confidence: number } | null = null;
  const sections: ('sender' | 'receiver' | null)[] = [];
  /** The blocks a CUIT label was seen in, and the lines whose CUIT is someone else's. */
  const taxLabelSections = new Set<'sender' | 'receiver' | null>();
  const othersTaxLines = new Set<number>();

  const ops: { value: string; confidence: number; rank: number }[] = [];
  const accounts: { value: string; confidence: number }[] = [];
  const amount = pickAmount(lines);
  if (amount) fields.amount = amount;

  for (const line of lines) {
    const op = labelled(lines, line, OP_LABEL, (text) => operationIn(text, namesTheOperation(line.norm)), {
      wraps: true,
    });
    if (op) ops.push({ value: op.value, confidence: op.confidence, rank: opRank(line.norm) });

    const cutOff = cutHeading(line.norm);
    const senderCell = TAX_LABEL.test(line.norm)
      ? undefined
      : line.cells.find((c) => SENDER_LABEL.test(c.norm));
    const receiverCell = senderCell
      ? line.cells.find((c) => c !== senderCell && RECEIVER_LABEL.test(c.norm))
      : line.cells.find((c) => RECEIVER_LABEL.test(c.norm));
    if (senderCell || receiverCell) {
      if (senderCell) {
        const name = nameAfter(lines, line, SENDER_LABEL, senderCell);
        if (name) set('senderName', name.name, name.confidence);
      }
      if (receiverCell) {
        const name = nameAfter(lines, line, RECEIVER_LABEL, receiverCell);
        if (name) set('receiverName', name.name, name.confidence);
      }
      // Both headings on one row (two columns): what follows is not known to be either's.
      section = senderCell && receiverCell ? null : senderCell ? 'sender' : 'receiver';
    } else if (
      /^a\s+\p{Lu}/u.test(line.text) &&
      !fields.receiverName &&
      lines[line.index - 1] &&
      amountIn(lines[line.index - 1]!.text)
    ) {
      // 'a Juan Pérez' under the amount (Brubank, Mercado Pago): the receiver.
      set('receiverName', cleanName(line.text.slice(2)), line.confidence * 0.8);
      section = 'receiver';
    } else if (cutOff) {
      section = cutOff;
    } else if (NAME_LABEL.test(line.norm)) {
      // 'Titular' before any heading is the account's holder: the one who sends.
      const name = nameAfter(lines, line, NAME_LABEL);
      if (name) set(section === 'receiver' ? 'receiverName' : 'senderName', name.name, name.confidence);
    }
    sections[line.index] = section;

    if (TAX_LABEL.test(line.norm)) {
      const tax = taxIdIn(fixDigits(line.text));
      const named = TAX_SENDER.test(line.norm) ? 'sender' : TAX_RECEIVER.test(line.norm) ? 'receiver' : null;
      // A second CUIT label in one block is another person's: the heading between them ('Para') was
      // lost, and the first, the sender's, may not have read (docs/features/receipt-reading.md).
      const owner = named ?? (taxLabelSections.has(section) ? 'receiver' : section);
      taxLabelSections.add(section);
      if (owner === 'receiver') othersTaxLines.add(line.index);
      // A CUIT in the receiver's block is never the sender's.
      else if (tax) set('senderTaxId', tax.value, line.confidence * (tax.valid ? 1 : 0.5));
    }

    const account = labelled(lines, line, ACCOUNT_LABEL, accountIn, { wraps: true });
    const namesReceiver = /destin|benefici/.test(line.norm);
    if (account && !/origen/.test(line.norm) && (section !== 'sender' || namesReceiver))
      accounts.push({
        value: account.value.value,
        // Before any heading and not named the receiver's, it may be the sender's: a photo can
        // cut 'De' and 'Para' off a receipt that prints both accounts.
        confidence:
          account.confidence * (account.value.checked ? 1 : 0.7) * (section || namesReceiver ? 1 : 0.85),
      });

    const ownDate = dateIn(line.norm);
    const broken: ReturnType<typeof yearCut> = !day && !ownDate ? yearCut(lines, line) : null;
    const found: ReturnType<typeof dateIn> = broken?.found ?? ownDate;
    if (found && !day) {
      const norm = broken?.norm ?? line.norm;
      const confidence: number = broken?.confidence ?? line.confidence;
      day = { date: found.value, confidence, line };
      const rest = norm.slice(0, found.start) + ' '.repeat(found.end - found.start) + norm.slice(found.end);
      const t = timeIn(rest);
      // '25/09/2026 - 05:3' / '8', 'jun 2026 1' / '7:07', '2026 - 13:' / '10h': a time broken over
      // two lines, joined.
      const head = /\d{1,2}(?::\d?)?$/.exec(rest.trimEnd())?.[0];
      const tail = head
        ? wrappedTail(lines, line, /^[\d:]{1,4}\s?(?:hs?\.?)?$/).replace(/\s?hs?\.?$/, '')
        : '';
      const joined = t || !tail ? null : timeIn(`${head}${tail}`);
      if (t) time = { time: t.value, confidence };
      else if (joined) time = { time: joined.value, confidence: confidence * 0.9 };
    } else if (!time && /\bhora(?:rio)?\b/.test(line.norm)) {
      const t = timeIn(line.norm);
      if (t) time = { time: t.value, confidence: line.confidence };
    }
  }

  // Several numbers (control, COELSA, operation…): the operation's. Several accounts: the CBU/CVU.
  if (ops.length === 0) {
    const guess = operationWithoutLabel(lines);
    if (guess) ops.push(guess);
  }
  const op = [...ops].sort((a, b) => a.rank - b.rank)[0];
  if (op) set('operationNumber', op.value, Math.min(op.confidence, codeTrust(op.value)));
  const account = accounts.find((a) => /^\d{22}$/.test(a.value)) ?? accounts[0];
  if (account) set('receiverAccount', account.value, account.confidence);

  // Fallbacks: a valid CUIT outside the receiver's block, a valid CBU inside it.
  for (const line of lines) {
    const tax = taxIdIn(fixDigits(line.text));
    // Its check digit holds, so only its owner is in doubt: sure inside the sender's block.
    const others = sections[line.index] === 'receiver' || othersTaxLines.has(line.index);
    if (tax?.valid && !others && !TAX_RECEIVER.test(line.norm))
      set('senderTaxId', tax.value, line.confidence * (sections[line.index] === 'sender' ? 0.95 : 0.7));
    const cbu = cbuIn(line.text);
    if (cbu && isValidCbu(cbu) && sections[line.index] === 'receiver')
      set('receiverAccount', cbu, line.confidence * 0.9);
  }
  // Unlabelled, in the receiver's block: an alias alone in its cell ('Juan Pérez' / 'juan.perez.mp').
  for (const line of lines) {
    if (sections[line.index] !== 'receiver' || /origen/.test(line.norm)) continue;
    const cell = line.cells.find(
      (c) => /^[a-z0-9-]+(?:\.[a-z0-9-]+){1,4}$/i.test(c.text) && /\p{L}{2}/u.test(c.text),
    );
    const alias = cell ? aliasIn(cell.text) : null;
    if (cell && alias) set('receiverAccount', alias, cell.confidence * 0.7);
  }

  const dated = day as { date: string; confidence: number; line: Line } | null;
  let timed = time as { time: string; confidence: number } | null;
  if (dated && !timed) {
    // A time on its own line beside the date's ('12/03/2026' / '14:35:10 hs').
    for (const near of [1, -1, 2, -2]) {
      const line = lines[dated.line.index + near];
      const t = line && !amountIn(line.text) && /\d:\d\d/.test(line.norm) ? timeIn(line.norm) : null;
      if (t && line) {
        timed = { time: t.value, confidence: line.confidence };
        break;
      }
    }
  }
  if (dated && !timed) {
    // Anywhere else: a clock time with a colon, further from the date, a little less sure.
    const line = lines.find((l) => /\d:\d\d/.test(l.norm) && !amountIn(l.text) && timeIn(l.norm));
    if (line) timed = { time: timeIn(line.norm)!.value, confidence: line.confidence * 0.9 };
  }
  if (dated) {
    const confidence = timed ? Math.min(dated.confidence, timed.confidence) : dated.confidence * 0.6;
    set('dateTime', `${dated.date}T${timed?.time ?? '00:00:00'}-03:00`, confidence);
  }
  const all = lines.map((l) => l.norm).join('\n');
  const bank = BANKS.map(([pattern, name]) => ({ at: all.search(pattern), name }))
    .filter((b) => b.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (bank) set('bankApp', bank.name, 0.9);

  return { fields, looksLikeReceipt: !!(fields.amount || fields.operationNumber) };
}
