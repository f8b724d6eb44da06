import type { Box } from './raised-cents';

/** A character OCR gave, with its box in the page's pixels. */
export interface SymbolBox {
  text: string;
  bbox: Box;
  /** 0 to 100, as OCR gives it. */
  confidence: number;
}

/** Codes, CBUs and CUITs: one run of letters, digits and dashes with a digit, long enough to have a pitch. */
const CODE_LIKE = /^(?=.*\d)[\p{L}\d-]{8,}$/u;
/** Narrower than this share of the word's median character: not a character of its own. */
const NARROW = 0.75;
/** Reaching this far (share of its own width) into a full-width neighbour. */
const OVERLAP = 0.4;

/**
 * OCR's LSTM now and then reads one glyph twice: a narrow extra character squeezed into the one
 * before or after it ('568086480' read '5608086480', the ghost 0 standing over the 6's right half).
 * In a code every character has a width of its own, so a narrow one that reaches well into a
 * full-width neighbour, and that OCR is less sure of than of most of the word, is dropped: a sure one
 * is a real character in a squeezed print, as the boxes of a small CUIT are (docs/features/
 * receipt-reading.md, 'Operation number'). Returns the
 * word's text without its ghosts, or null when it has none (or is not a code).
 */
export function withoutGhosts(text: string, symbols: readonly SymbolBox[]): string | null {
  if (!CODE_LIKE.test(text) || symbols.length < 8) return null;
  const width = (s: SymbolBox) => s.bbox.x1 - s.bbox.x0;
  // A dash is narrow by design: it does not set the pitch.
  const widths = symbols
    .filter((s) => s.text !== '-')
    .map(width)
    .sort((a, b) => a - b);
  const narrow = (s: SymbolBox | undefined) => !!s && width(s) < NARROW * widths[widths.length >> 1]!;
  const sureness = symbols.map((s) => s.confidence).sort((a, b) => a - b)[symbols.length >> 1]!;
  const ghost = (symbol: SymbolBox, i: number) => {
    if (!narrow(symbol) || symbol.confidence >= sureness) return false;
    const [before, after] = [symbols[i - 1], symbols[i + 1]];
    const reach = OVERLAP * width(symbol);
    return (
      (!!before && !narrow(before) && before.bbox.x1 - symbol.bbox.x0 >= reach) ||
      (!!after && !narrow(after) && symbol.bbox.x1 - after.bbox.x0 >= reach)
    );
  };
  const kept = symbols.filter((symbol, i) => !ghost(symbol, i));
  return kept.length === symbols.length ? null : kept.map((s) => s.text).join('');
}
