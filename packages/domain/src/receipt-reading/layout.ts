/**
 * Words → rows and cells by position (docs/features/receipt-reading.md, 'What is read, and how').
 * OCR and a PDF's text layer give every word with its box; a receipt's row is a label on the left and
 * its value on the right (one row, two cells) or a label with its value just below it. Without boxes
 * (plain text lines) a wide run of spaces separates cells.
 */
export interface WordBox {
  text: string;
  /** Pixels (or PDF points), y growing downwards. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0 to 1. */
  confidence: number;
}

export interface TextLine {
  text: string;
  confidence: number;
  /** The line's words with their boxes, when the source gives them. */
  words?: WordBox[];
}

export interface Cell {
  text: string;
  /** Lowercase without accents, the same length as `text`. */
  norm: string;
  confidence: number;
  /** Horizontal extent and text height, when the line came with boxes. */
  x0?: number;
  x1?: number;
  height?: number;
  /** Each word's confidence, left to right, when the line came with boxes. */
  wordConfidences?: number[];
}

export interface Line extends Cell {
  index: number;
  cells: Cell[];
}

/** Per character, so offsets in `norm` are offsets in `text`. */
export function normalize(text: string): string {
  return [...text]
    .map((c) => {
      const n = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      return n.length === 1 ? n : c;
    })
    .join('');
}

const clean = (text: string) => text.replace(/[|¦]/g, ' ').trim();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const unit = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0);

function cellOf(words: WordBox[]): Cell {
  const text = words.map((w) => clean(w.text)).join(' ');
  return {
    text,
    norm: normalize(text),
    confidence: unit(mean(words.map((w) => w.confidence))),
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    height: median(words.map((w) => w.y1 - w.y0)),
    wordConfidences: words.map((w) => unit(w.confidence)),
  };
}

/**
 * The OCR's confidence in the last words of a cell that spell `tail` (a value after its label in
 * one cell): the label's clean words must not vouch for a doubtful value.
 */
export function tailConfidence(cell: Cell, tail: string): number {
  const n = tail.split(/\s+/).filter(Boolean).length;
  const words = cell.wordConfidences?.slice(-n) ?? [];
  return words.length > 0 && n < (cell.wordConfidences?.length ?? 0) ? mean(words) : cell.confidence;
}

/** A gap wider than this many text heights between two words starts a new cell. */
const CELL_GAP = 1.6;

/** A word with a letter, a digit or '$' and a box: icons and rules OCR reads as '©', '»', '—' are not. */
const usable = (w: WordBox) => /[\p{L}\p{N}$]/u.test(w.text) && w.x1 > w.x0 && w.y1 > w.y0;
const top = (words: WordBox[]) => Math.min(...words.map((w) => w.y0));
const bottom = (words: WordBox[]) => Math.max(...words.map((w) => w.y1));

/**
 * The source's lines, with two lines that share a row merged (by vertical overlap): OCR may give a
 * row's label and its right-aligned value as two lines, and a PDF's items of two font sizes have two
 * baselines; the value would then stand before or after the wrong label. A line is never split: on a
 * tilted photo a row's right end sits higher than its left, and OCR's own line follows the tilt.
 */
function rows(input: TextLine[]): TextLine[] {
  const groups = input
    .map((l) => (l.words ?? []).filter(usable))
    .filter((words) => words.length > 0)
    .sort((a, b) => top(a) + bottom(a) - (top(b) + bottom(b)));
  const merged: WordBox[][] = [];
  for (const words of groups) {
    const last = merged.at(-1);
    const overlap = last ? Math.min(bottom(last), bottom(words)) - Math.max(top(last), top(words)) : 0;
    const height = (ws: WordBox[]) => median(ws.map((w) => w.y1 - w.y0));
    const apart = (a: WordBox[], b: WordBox[]) =>
      b.every((w) => a.every((v) => w.x1 <= v.x0 || w.x0 >= v.x1));
    if (last && overlap >= 0.5 * Math.min(height(last), height(words)) && apart(last, words))
      last.push(...words);
    else merged.push([...words]);
  }
  return merged.map((row) => {
    row.sort((a, b) => a.x0 - b.x0);
    return {
      text: row.map((w) => clean(w.text)).join(' '),
      confidence: mean(row.map((w) => w.confidence)),
      words: row,
    };
  });
}

export function toLines(given: TextLine[]): Line[] {
  const lines: Line[] = [];
  // Boxes on every line: rows by position; otherwise the lines as given.
  const boxed = given.length > 0 && given.every((l) => clean(l.text) === '' || (l.words ?? []).length > 0);
  const input = boxed ? rows(given) : given;
  for (const line of input) {
    const text = clean(line.text);
    if (text === '') continue;
    const confidence = unit(line.confidence);
    const words = (line.words ?? []).filter(usable);
    let cells: Cell[];
    if (words.length > 0) {
      words.sort((a, b) => a.x0 - b.x0);
      const height = median(words.map((w) => w.y1 - w.y0));
      const groups: WordBox[][] = [[words[0]!]];
      for (const word of words.slice(1)) {
        const last = groups.at(-1)!;
        if (word.x0 - last.at(-1)!.x1 > CELL_GAP * height) groups.push([word]);
        else last.push(word);
      }
      cells = groups.map(cellOf);
    } else {
      cells = text
        .split(/\s{3,}/)
        .map((t) => t.trim())
        .filter((t) => t !== '')
        .map((t) => ({ text: t, norm: normalize(t), confidence }));
    }
    const boxed = cells[0]?.x0 !== undefined;
    lines.push({
      index: lines.length,
      text,
      norm: normalize(text),
      confidence,
      cells,
      ...(boxed
        ? {
            x0: Math.min(...cells.map((c) => c.x0!)),
            x1: Math.max(...cells.map((c) => c.x1!)),
            height: Math.max(...cells.map((c) => c.height!)),
          }
        : {}),
    });
  }
  return lines;
}

/**
 * The cells of the next line, the one just under `cell` (overlapping it) first, then the others
 * nearest first; without boxes, the next line whole. A copy icon OCR reads as a word must not hide
 * the value beside it.
 */
export function cellsBelow(lines: Line[], line: Line, cell: Cell): Cell[] {
  const next = lines[line.index + 1];
  if (!next) return [];
  if (cell.x0 === undefined || next.cells[0]?.x0 === undefined) return [next];
  const gap = (c: Cell) => Math.max(0, c.x0! - cell.x1!, cell.x0! - c.x1!);
  return [...next.cells].sort((a, b) => gap(a) - gap(b));
}
