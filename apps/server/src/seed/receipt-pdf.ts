import { formatCentavos } from '@panel/domain/money';
import { RECEIPT_TITLE, receiptDetailLines, type ReceiptData } from './receipt-text';

export type { ReceiptData } from './receipt-text';

const PAGE_W = 360;
const PAGE_H = 540;
const MARGIN = 32;

// Helvetica advance widths (1/1000 em) for WinAnsi codes 32–126, from the standard AFM.
// prettier-ignore
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 556, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];

/** Windows-1252 bytes 0x80–0x9F (WinAnsiEncoding's extras over Latin-1); '\0' marks the five unused slots. */
// prettier-ignore
const WIN_ANSI_80_9F =
  '\u20ac\0\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\0\u017d\0' + // € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž
  '\0\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\0\u017e\u0178'; // ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ
const WIN_ANSI_EXTRAS = new Map(
  [...WIN_ANSI_80_9F].flatMap((ch, i) => (ch === '\0' ? [] : [[ch, 0x80 + i] as const])),
);

const isPrintableAscii = (code: number) => code >= 0x20 && code <= 0x7e;

/**
 * Maps text to a WinAnsi byte string (one char per byte). Latin-1 (ñ, á, ¿ …) and the Windows-1252 extras
 * (€, curly quotes, dashes) are kept; anything else loses its accents, and what is still unencodable becomes '?'.
 */
function toWinAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (isPrintableAscii(code) || (code >= 0xa0 && code <= 0xff)) return ch;
      const extra = WIN_ANSI_EXTRAS.get(ch);
      if (extra !== undefined) return String.fromCharCode(extra);
      if (/\s/.test(ch)) return ' ';
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base.length > 0 && [...base].every((c) => isPrintableAscii(c.charCodeAt(0))) ? base : '?';
    })
    .join('');
}

/** Width in points of WinAnsi text; Latin-1 letters are approximated by their unaccented base letter. */
function textWidth(winAnsi: string, size: number): number {
  let units = 0;
  for (const ch of winAnsi) {
    const base = ch.normalize('NFD').charCodeAt(0);
    units += HELVETICA_WIDTHS[base - 32] ?? 556;
  }
  return (units * size) / 1000;
}

/** PDF literal string: escapes \ ( ) and writes non-ASCII bytes as octal escapes so the file stays ASCII. */
function pdfString(winAnsi: string): string {
  let out = '(';
  for (const ch of winAnsi) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

interface TextLine {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  y: number;
  align: 'left' | 'center';
  rgb: string;
}

/** Shrinks the font size (down to 8 pt) until the line fits the page width, then truncates with '...'. */
function fit(line: TextLine): TextLine & { x: number } {
  const maxWidth = PAGE_W - 2 * MARGIN;
  let { size, text } = line;
  while (size > 8 && textWidth(text, size) > maxWidth) size -= 0.5;
  if (textWidth(text, size) > maxWidth) {
    while (text.length > 0 && textWidth(`${text}...`, size) > maxWidth) text = text.slice(0, -1);
    text = `${text.trimEnd()}...`;
  }
  const width = textWidth(text, size);
  const x = line.align === 'center' ? (PAGE_W - width) / 2 : MARGIN;
  return { ...line, text, size, x };
}

function contentStream(receipt: ReceiptData): string {
  const dark = '0.11 0.16 0.22';
  const muted = '0.28 0.33 0.4';
  const lines: TextLine[] = [
    { text: receipt.bankName, font: 'F2', size: 20, y: PAGE_H - 55, align: 'center', rgb: '1 1 1' },
    { text: RECEIPT_TITLE, font: 'F1', size: 12, y: PAGE_H - 130, align: 'center', rgb: muted },
    {
      text: formatCentavos(receipt.amountCentavos),
      font: 'F2',
      size: 30,
      y: PAGE_H - 180,
      align: 'center',
      rgb: dark,
    },
    ...receiptDetailLines(receipt).map((text, i): TextLine => ({
      text,
      font: 'F1',
      size: 12,
      y: PAGE_H - 250 - i * 26,
      align: 'left',
      rgb: dark,
    })),
  ];

  const ops = [
    // Header band and a divider under the amount.
    `0.12 0.31 0.75 rg 0 ${PAGE_H - 90} ${PAGE_W} 90 re f`,
    `0.82 0.84 0.87 RG 1 w ${MARGIN} ${PAGE_H - 212} m ${PAGE_W - MARGIN} ${PAGE_H - 212} l S`,
  ];
  for (const line of lines.map((l) => fit({ ...l, text: toWinAnsi(l.text) }))) {
    ops.push(
      `BT /${line.font} ${line.size} Tf ${line.rgb} rg ${line.x.toFixed(2)} ${line.y} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return `${ops.join('\n')}\n`;
}

/** Renders a one-page PDF 1.4 receipt with the same content as the PNG, using built-in Helvetica. */
export function renderReceiptPdf(receipt: ReceiptData): Buffer {
  const stream = contentStream(receipt);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
  ];

  // Everything is ASCII except the binary-marker comment, so latin1 keeps one byte per char.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${offset.toString().padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`;
  return Buffer.from(pdf, 'latin1');
}
