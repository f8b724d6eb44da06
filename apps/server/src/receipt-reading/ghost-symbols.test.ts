import { describe, expect, it } from 'vitest';
import { withoutGhosts, type SymbolBox } from './ghost-symbols';

/** Symbols as OCR gave them on held-out draws: [character, left, right, confidence]. */
const symbols = (rows: [string, number, number, number][]): SymbolBox[] =>
  rows.map(([text, x0, x1, confidence]) => ({ text, bbox: { x0, x1, y0: 0, y1: 30 }, confidence }));
const textOf = (s: SymbolBox[]) => s.map((x) => x.text).join('');

describe('withoutGhosts: one glyph read twice inside a code', () => {
  it('drops a narrow, less sure character standing over the one before it', () => {
    // Banco Nación's 568086480, a scrolled screenshot: a 0 of 12 px over the 6's right half.
    const read = symbols([
      ['5', 668, 688, 99],
      ['6', 692, 713, 99],
      ['0', 706, 718, 95],
      ['8', 717, 737, 99],
      ['0', 741, 762, 99],
      ['8', 766, 786, 99],
      ['6', 791, 811, 99],
      ['4', 815, 836, 99],
      ['8', 840, 860, 99],
      ['0', 864, 885, 99],
    ]);
    expect(withoutGhosts(textOf(read), read)).toBe('568086480');
  });

  it('drops one standing over the character after it', () => {
    // Brubank's BA6C83C167CC from an image-only PDF: a narrow b at the 6's left edge.
    const read = symbols([
      ['b', 554, 575, 98],
      ['a', 578, 597, 98],
      ['b', 602, 610, 92],
      ['6', 602, 622, 97],
      ['c', 624, 641, 99],
      ['8', 646, 664, 98],
      ['3', 669, 688, 99],
      ['c', 693, 710, 98],
      ['1', 715, 734, 98],
      ['6', 737, 758, 99],
      ['7', 761, 781, 98],
      ['c', 785, 802, 98],
      ['c', 805, 822, 98],
    ]);
    expect(withoutGhosts(textOf(read), read)).toBe('ba6c83c167cc');
  });

  it('keeps narrow characters that stand on their own (a J, a dash)', () => {
    const read = symbols([
      ['W', 615, 646, 99],
      ['C', 649, 668, 98],
      ['J', 668, 679, 97],
      ['B', 684, 702, 99],
      ['C', 706, 724, 99],
      ['-', 729, 737, 98],
      ['D', 749, 770, 98],
      ['K', 774, 794, 99],
      ['J', 793, 804, 95],
      ['7', 808, 825, 98],
    ]);
    expect(withoutGhosts(textOf(read), read)).toBeNull();
  });

  it('keeps the characters of a squeezed print OCR is sure of', () => {
    // A small CUIT in a resized copy: boxes overlap everywhere, every character at 99.
    const read = symbols([
      ['2', 308, 316, 99],
      ['7', 317, 325, 99],
      ['-', 326, 331, 99],
      ['1', 332, 349, 99],
      ['2', 341, 351, 99],
      ['2', 350, 358, 99],
      ['4', 360, 367, 99],
      ['3', 359, 386, 99],
      ['3', 376, 386, 99],
      ['3', 385, 395, 99],
      ['4', 387, 410, 99],
      ['-', 404, 412, 99],
      ['5', 411, 419, 99],
    ]);
    expect(withoutGhosts(textOf(read), read)).toBeNull();
  });

  it('leaves words that are not codes alone: names, amounts, short numbers', () => {
    // The fourth character: 8 px wide, reaching 7 px into the third, at 80.
    const squeezed = (text: string) =>
      symbols(
        [...text].map((c, i): [string, number, number, number] =>
          i === 3 ? [c, 52, 60, 80] : [c, i * 20, i * 20 + 19, 99],
        ),
      );
    for (const text of ['FERNANDEZ', '1.500.000,00', '1234567'])
      expect(withoutGhosts(text, squeezed(text))).toBeNull();
    // The same boxes on a code: its fourth character is a ghost.
    expect(withoutGhosts('AB12CD34', squeezed('AB12CD34'))).toBe('AB1CD34');
  });
});
