import { deflateSync } from 'node:zlib';
import { formatDayTime } from '@panel/domain/dates';
import { formatCentavos } from '@panel/domain/money';
import { RECEIPT_TITLE, receiptDetailLines, type ReceiptData } from './receipt-text';

export type { ReceiptData } from './receipt-text';

export const RECEIPT_PNG_WIDTH = 480;
export const RECEIPT_PNG_HEIGHT = 720;

// ---------------------------------------------------------------------------
// 5×7 bitmap font. Each glyph is seven rows of five cells, '#' = ink.
// Lowercase is drawn with the uppercase glyphs; accents/ñ are folded to plain letters.

const GLYPH_W = 5;
const GLYPH_H = 7;

// prettier-ignore
const GLYPH_SOURCE: Record<string, string> = {
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  '$': '..#.. .#### #.#.. .###. ..#.# ####. ..#..',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  '-': '..... ..... ..... .###. ..... ..... .....',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '_': '..... ..... ..... ..... ..... ..... #####',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
};

/** Glyph rows as bitmasks (bit 4 = leftmost column). */
const GLYPHS = new Map<string, number[]>(
  Object.entries(GLYPH_SOURCE).map(([ch, src]) => {
    const rows = src.split(' ');
    if (rows.length !== GLYPH_H || rows.some((r) => r.length !== GLYPH_W)) {
      throw new Error(`Malformed glyph ${JSON.stringify(ch)}`);
    }
    return [ch, rows.map((r) => [...r].reduce((bits, c) => (bits << 1) | (c === '#' ? 1 : 0), 0))];
  }),
);
const FALLBACK_GLYPH = GLYPHS.get('?') ?? [];

/** Folds text to the characters the font has: strips accents (ñ → N), uppercases, replaces the rest with '?'. */
function toFontText(text: string): string {
  return [
    ...text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
  ]
    .map((ch) => (GLYPHS.has(ch) ? ch : /\s/.test(ch) ? ' ' : '?'))
    .join('');
}

// ---------------------------------------------------------------------------
// Tiny RGB canvas.

type Rgb = readonly [number, number, number];

const hex = (h: string): Rgb => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
];

class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  setPixel(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const [x0, y0] = [Math.max(0, Math.round(x)), Math.max(0, Math.round(y))];
    const [x1, y1] = [Math.min(this.width, Math.round(x + w)), Math.min(this.height, Math.round(y + h))];
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) this.setPixel(px, py, color);
    }
  }

  fillCircle(cx: number, cy: number, r: number, color: Rgb): void {
    [cx, cy] = [Math.round(cx), Math.round(cy)];
    for (let y = -r; y <= r; y++) {
      for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) this.setPixel(cx + x, cy + y, color);
    }
  }

  /** Draws a bitmap given as rows of bitmasks (width `bitsPerRow`), each cell scale×scale px. */
  drawBitmap(rows: readonly number[], bitsPerRow: number, x: number, y: number, scale: number, color: Rgb) {
    rows.forEach((bits, row) => {
      for (let col = 0; col < bitsPerRow; col++) {
        if ((bits >> (bitsPerRow - 1 - col)) & 1) {
          this.fillRect(x + col * scale, y + row * scale, scale, scale, color);
        }
      }
    });
  }

  /** `text` must already be font text (see toFontText). */
  drawText(text: string, x: number, y: number, scale: number, color: Rgb): void {
    [...text].forEach((ch, i) => {
      const glyph = GLYPHS.get(ch) ?? FALLBACK_GLYPH;
      this.drawBitmap(glyph, GLYPH_W, x + i * (GLYPH_W + 1) * scale, y, scale, color);
    });
  }
}

const textWidth = (text: string, scale: number) => Math.max(0, text.length * (GLYPH_W + 1) - 1) * scale;

/** Largest scale in [minScale, maxScale] at which the text fits `maxWidth`; truncates with '...' if none does. */
function fitText(raw: string, maxWidth: number, maxScale: number, minScale: number) {
  let text = toFontText(raw);
  for (let scale = maxScale; scale >= minScale; scale--) {
    if (textWidth(text, scale) <= maxWidth) return { text, scale, width: textWidth(text, scale) };
  }
  const maxChars = Math.floor((maxWidth / minScale + 1) / (GLYPH_W + 1));
  text = `${text.slice(0, Math.max(0, maxChars - 3))}...`;
  return { text, scale: minScale, width: textWidth(text, minScale) };
}

/** Greedy word wrap at a fixed scale into at most `maxLines` lines; overlong words are split, overflow ends in '...'. */
function wrapText(raw: string, maxWidth: number, scale: number, maxLines: number): string[] {
  const perLine = Math.floor((maxWidth / scale + 1) / (GLYPH_W + 1));
  const lines: string[] = [];
  let rest = toFontText(raw).trim();
  while (rest.length > 0 && lines.length < maxLines) {
    if (rest.length <= perLine) {
      lines.push(rest);
      rest = '';
      break;
    }
    const space = rest.lastIndexOf(' ', perLine);
    const cut = space > 0 ? space : perLine;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0) lines[lines.length - 1] = `${(lines.at(-1) ?? '').slice(0, perLine - 3)}...`;
  return lines;
}

// ---------------------------------------------------------------------------
// PNG encoding (RGB, 8-bit, no interlace, filter 0 on every row).

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'ascii');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function encodePng(canvas: Canvas): Buffer {
  const { width, height, pixels } = canvas;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  // compression, filter, interlace: all 0

  const stride = width * 3;
  const raw = Buffer.alloc(height * (1 + stride));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + stride)] = 0; // filter: None
    pixels.copy(raw, y * (1 + stride) + 1, y * stride, (y + 1) * stride);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------
// Receipt layout.

const HEADER_COLORS = ['#1f4fbf', '#0b7a5c', '#7b2cbf', '#c2410c', '#0e7490', '#b91c1c'].map(hex);
const COLORS = {
  background: hex('#eef1f5'),
  card: hex('#ffffff'),
  border: hex('#d0d5dd'),
  text: hex('#1d2939'),
  muted: hex('#475467'),
  white: hex('#ffffff'),
  success: hex('#12b76a'),
};

// prettier-ignore
const CHECK_MARK = [0b000000001, 0b000000011, 0b000000110, 0b100001100, 0b110011000, 0b011110000, 0b001100000];

/** Picks a stable header colour per bank so different banks look different. */
function headerColor(bankName: string): Rgb {
  let hash = 0;
  for (const ch of bankName) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return HEADER_COLORS[hash % HEADER_COLORS.length] ?? COLORS.text;
}

/** Renders a phone-screenshot-like bank-transfer receipt as an RGB PNG of RECEIPT_PNG_WIDTH × RECEIPT_PNG_HEIGHT. */
export function renderReceiptPng(receipt: ReceiptData): Buffer {
  const W = RECEIPT_PNG_WIDTH;
  const canvas = new Canvas(W, RECEIPT_PNG_HEIGHT, COLORS.background);
  const header = headerColor(receipt.bankName);
  const centered = (t: { width: number }) => Math.round((W - t.width) / 2);
  const shade = (channel: number) => Math.round(channel * 0.7);

  // Status bar (darker shade of the header) with the clock and a battery.
  const statusBar: Rgb = [shade(header[0]), shade(header[1]), shade(header[2])];
  canvas.fillRect(0, 0, W, 28, statusBar);
  canvas.drawText(formatDayTime(receipt.date).slice(11), 14, 7, 2, COLORS.white);
  canvas.fillRect(W - 44, 8, 26, 13, COLORS.white);
  canvas.fillRect(W - 42, 10, 22, 9, statusBar);
  canvas.fillRect(W - 40, 12, 16, 5, COLORS.white);
  canvas.fillRect(W - 18, 12, 3, 5, COLORS.white);

  // Coloured header band with the bank name.
  canvas.fillRect(0, 28, W, 112, header);
  const bank = fitText(receipt.bankName, W - 40, 4, 2);
  canvas.drawText(bank.text, centered(bank), 84 - (GLYPH_H * bank.scale) / 2, bank.scale, COLORS.white);

  // Card.
  const card = { x: 20, y: 160, w: W - 40, h: 540 };
  canvas.fillRect(card.x - 1, card.y - 1, card.w + 2, card.h + 2, COLORS.border);
  canvas.fillRect(card.x, card.y, card.w, card.h, COLORS.card);

  // Success tick.
  canvas.fillCircle(W / 2, card.y + 48, 28, COLORS.success);
  canvas.drawBitmap(CHECK_MARK, 9, W / 2 - 14, card.y + 48 - 11, 3, COLORS.white);

  const title = fitText(RECEIPT_TITLE, card.w - 40, 2, 1);
  canvas.drawText(title.text, centered(title), card.y + 104, title.scale, COLORS.muted);

  const amount = fitText(formatCentavos(receipt.amountCentavos), card.w - 32, 6, 2);
  canvas.drawText(amount.text, centered(amount), card.y + 140, amount.scale, COLORS.text);

  canvas.fillRect(card.x + 24, card.y + 218, card.w - 48, 2, COLORS.border);

  // Detail lines flow downwards; a long one wraps onto a second line.
  let y = card.y + 250;
  for (const line of receiptDetailLines(receipt)) {
    for (const part of wrapText(line, card.w - 48, 2, 2)) {
      canvas.drawText(part, card.x + 24, y, 2, COLORS.text);
      y += 20;
    }
    y += 24;
  }

  const footer = fitText('Operacion realizada con exito', card.w - 48, 2, 1);
  canvas.drawText(footer.text, centered(footer), card.y + card.h - 40, footer.scale, COLORS.success);

  return encodePng(canvas);
}
