import { parseAmount } from '../money';
import type { ReadField, ReadFieldName } from './receipt-reading';

/**
 * From a receipt's text lines to its fields (docs/features/receipt-reading.md). Pure: the lines come
 * from OCR or a PDF's text layer, each with its confidence (0 to 1). Labels are matched without case
 * or accents, at the start of a line; the value is the rest of the line or, for a label alone on its
 * line (the apps' cards), the next line.
 */
export interface TextLine {
  text: string;
  confidence: number;
}

export type ReadFields = Partial<Record<ReadFieldName, ReadField>>;

export interface ParsedReceipt {
  fields: ReadFields;
  /** Neither an amount nor an operation number: not a transfer receipt. */
  looksLikeReceipt: boolean;
}

interface Line {
  text: string;
  /** Lowercase without accents, the same length as `text`. */
  norm: string;
  confidence: number;
}

/** Per character, so offsets in `norm` are offsets in `text`. */
function normalize(text: string): string {
  return [...text]
    .map((c) => {
      const n = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      return n.length === 1 ? n : c;
    })
    .join('');
}

const OP_LABEL =
  /^(?:(?:numero|nro|n[^a-z0-9\s]|no|num)\.?\s*(?:de\s+)?(?:operacion|transaccion|comprobante|referencia|control|transferencia|movimiento)(?:\s+de\s+mercado\s+pago)?|(?:codigo|[i1l]d|identificador)\s+de\s+(?:operacion|transaccion|transferencia|referencia)|comprobante(?:\s+(?:nro|n[°ºo])\.?)?|referencia|id\s+(?:operacion|transaccion))\b/;
const AMOUNT_LABEL = /^(?:importe|monto(?:\s+transferido)?|total|enviaste|transferiste|pagaste)\b/;
const SENDER_LABEL =
  /^(?:titular\s+cuenta\s+origen|titular\s+de\s+origen|cuenta\s+origen|quien\s+envia|enviado\s+por|remitente|ordenante|origen|desde|de)\b/;
const RECEIVER_LABEL =
  /^(?:titular\s+cuenta\s+destino|titular\s+de\s+destino|quien\s+recibe|destinatario|beneficiario|destino|hacia|para)\b/;
const TAX_LABEL =
  /^(?:cuit|cuil|cdi)(?:\s*[/-]\s*(?:cuit|cuil))?(?:\s+(?:origen|ordenante|del\s+ordenante))?\b/;
const ACCOUNT_LABEL = /^(?:(?:cbu|cvu)(?:\s*[/-]\s*(?:cbu|cvu))?(?:\s+(?:destino|de\s+destino))?|alias)\b/;

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
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

const two = (n: number) => String(n).padStart(2, '0');
const field = (value: string, confidence: number): ReadField => ({
  value,
  confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
});

/** Digits OCR took for letters inside a number ('O' for 0, 'l' for 1). */
function fixDigits(token: string): string {
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

/** The value after a label: what follows it on the line, without the colon and the gap. */
function afterLabel(line: Line, label: RegExp): string | null {
  const match = label.exec(line.norm.trimStart());
  if (!match) return null;
  const start = line.norm.length - line.norm.trimStart().length + match[0].length;
  return line.text
    .slice(start)
    .replace(/^[\s:.\-–]+/, '')
    .trim();
}

/** The labelled value on this line, or on the next when the label stands alone. */
function labelled(lines: Line[], i: number, label: RegExp): { value: string; line: Line } | null {
  const rest = afterLabel(lines[i]!, label);
  if (rest === null) return null;
  if (rest !== '') return { value: rest, line: lines[i]! };
  const next = lines[i + 1];
  return next ? { value: next.text.trim(), line: next } : null;
}

const AMOUNT = /(?:\$|ARS)\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?![\d.,]*\d)/;

function amountIn(text: string): string | null {
  const match = AMOUNT.exec(text.replace(/(\d)\s+(?=[.,]\d)/g, '$1'));
  if (!match) return null;
  const centavos = parseAmount(match[1]!);
  if (centavos === null || centavos === 0) return null;
  return `${Math.floor(centavos / 100)}.${two(centavos % 100)}`;
}

function timeIn(text: string): string | null {
  const match = /\b([01]?\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?\b(?!\/)/.exec(text);
  return match ? `${two(Number(match[1]))}:${match[2]}:${match[3] ?? '00'}` : null;
}

/** The day in a line: 12/03/2026, 12-03-26, "12 de marzo de 2026", "12 mar 2026". */
function dateIn(norm: string): { date: string; end: number } | null {
  const numeric = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/.exec(norm);
  if (numeric) {
    const year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    return valid(year, Number(numeric[2]), Number(numeric[1]), numeric.index + numeric[0].length);
  }
  const worded = /\b(\d{1,2})\s+(?:de\s+)?([a-z]{3})[a-z]*\.?\s+(?:de\s+|del\s+)?(\d{4})\b/.exec(norm);
  if (worded) {
    const month = MONTHS.indexOf(worded[2]!) + 1;
    if (month > 0) return valid(Number(worded[3]), month, Number(worded[1]), worded.index + worded[0].length);
  }
  return null;
}

function valid(year: number, month: number, day: number, end: number) {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) return null;
  return { date: `${year}-${two(month)}-${two(day)}`, end };
}

function cleanName(value: string): string | null {
  const name = value
    .replace(/[^\p{L}\s'.-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}{2,}/u.test(name) && name.length <= 60 ? name : null;
}

function taxIdIn(text: string): { value: string; valid: boolean } | null {
  const match = /\b(2[0347]|3[034])[-\s.]?(\d{8})[-\s.]?(\d)\b/.exec(fixDigits(text));
  if (!match) return null;
  const value = match[1]! + match[2]! + match[3]!;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...value.slice(0, 10)].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return { value, valid: check === Number(value[10]) };
}

/** A 22-character token of digits but a few: OCR's slips in a CBU/CVU, read as the digits they resemble. */
function cbuIn(text: string): string | null {
  const token = /(?:^|\s)([0-9OoDIlTNSBZ|]{22})(?=\s|$)/.exec(text.replace(/(\d)[\s-](?=\d)/g, '$1'));
  if (!token || (token[1]!.match(/\d/g) ?? []).length < 17) return null;
  const swaps: Record<string, string> = {
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
  return [...token[1]!].map((c) => swaps[c] ?? c).join('');
}

function accountIn(text: string): string | null {
  const cbu = cbuIn(text);
  if (cbu) return cbu;
  const alias = /(?:^|\s)([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+){1,4})(?=\s|$)/i.exec(text.trim());
  return alias && alias[1]!.length >= 6 && alias[1]!.length <= 20 && !/^\d+(\.\d+)*$/.test(alias[1]!)
    ? alias[1]!.toLowerCase()
    : null;
}

function operationIn(value: string): string | null {
  const token = value
    .split(/\s{2,}|\s(?=\S+$)/)
    .pop()!
    .replace(/[^\p{L}\d-]/gu, '');
  const digits = (token.match(/\d/g) ?? []).length;
  if (token.length < 4 || token.length > 40) return null;
  // Mostly digits: letters among them are OCR slips; otherwise an alphanumeric reference as printed.
  if (digits >= token.length * 0.7) return fixDigits(token);
  return digits >= 3 ? token.toUpperCase() : null;
}

export function parseReceiptText(input: TextLine[]): ParsedReceipt {
  const lines: Line[] = input
    .map((l) => ({ text: l.text.replace(/[|¦]/g, ' ').trim(), confidence: l.confidence }))
    .filter((l) => l.text !== '')
    .map((l) => ({ ...l, norm: normalize(l.text) }));
  const fields: ReadFields = {};
  const set = (name: ReadFieldName, value: string | null, confidence: number) => {
    if (value && !fields[name]) fields[name] = field(value, confidence);
  };
  let section: 'sender' | 'receiver' | null = null;
  let day: { date: string; confidence: number } | null = null;
  let time: { time: string; confidence: number } | null = null;

  lines.forEach((line, i) => {
    const op = labelled(lines, i, OP_LABEL);
    if (op) set('operationNumber', operationIn(op.value), op.line.confidence);

    const amount = labelled(lines, i, AMOUNT_LABEL);
    if (amount)
      set(
        'amount',
        amountIn(amount.value.startsWith('$') ? amount.value : `$ ${amount.value}`),
        amount.line.confidence,
      );

    const sender = labelled(lines, i, SENDER_LABEL);
    const receiver = labelled(lines, i, RECEIVER_LABEL);
    if (sender) {
      section = 'sender';
      set('senderName', cleanName(sender.value), sender.line.confidence);
    } else if (receiver) {
      section = 'receiver';
      set('receiverName', cleanName(receiver.value), receiver.line.confidence);
    }

    const tax = TAX_LABEL.test(line.norm) || /\bcui[tl]\b/.test(line.norm) ? taxIdIn(line.text) : null;
    if (tax && section !== 'receiver') set('senderTaxId', tax.value, line.confidence * (tax.valid ? 1 : 0.5));

    const account = labelled(lines, i, ACCOUNT_LABEL);
    if (account && section !== 'sender')
      set('receiverAccount', accountIn(account.value), account.line.confidence);

    const found = dateIn(line.norm);
    if (found && !day) {
      day = { date: found.date, confidence: line.confidence };
      const t = timeIn(line.norm.slice(found.end));
      if (t) time = { time: t, confidence: line.confidence };
    } else if (!time && /^(?:hora|fecha y hora)\b/.test(line.norm)) {
      const t = timeIn(line.norm);
      if (t) time = { time: t, confidence: line.confidence };
    }
  });

  // Fallbacks for layouts that give no label: the first '$' amount, "a Nombre" under the amount.
  lines.forEach((line) => {
    set('amount', amountIn(line.text), line.confidence * 0.85);
    if (/^a\s+\p{Lu}/u.test(line.text))
      set('receiverName', cleanName(line.text.slice(2)), line.confidence * 0.8);
    const tax = taxIdIn(line.text);
    if (tax?.valid) set('senderTaxId', tax.value, line.confidence * 0.7);
  });

  const dated = day as { date: string; confidence: number } | null;
  const timed = time as { time: string; confidence: number } | null;
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
