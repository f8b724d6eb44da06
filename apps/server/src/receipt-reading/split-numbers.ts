import type { TextLine, WordBox } from '@panel/domain/receipt-reading/receipt-parser';

const DIGITS = /^\d+$/;

/** `right` goes on where `left` ends: no gap wider than a quarter of a digit, half its height shared. */
function continues(left: WordBox, right: WordBox): boolean {
  const height = Math.min(left.y1 - left.y0, right.y1 - right.y0);
  const gap = right.x0 - left.x1;
  const shared = Math.min(left.y1, right.y1) - Math.max(left.y0, right.y0);
  return gap >= -2 && gap <= height / 4 && shared >= height / 2;
}

/**
 * In a photo of a tilted screen OCR's rows follow the tilt badly, and a long number can end up cut in
 * two rows: 'Nº de operación 12849' and, on the row above, '6681', which starts where '12849' ends at
 * the same height. Read that way the operation number is short and sure of itself. Two runs of
 * digits on different rows that touch like that are one number again, in the row of its first part
 * (docs/features/receipt-reading.md, 'What is read, and how').
 */
export function rejoinSplitNumbers(lines: TextLine[]): TextLine[] {
  const words = lines.flatMap((line, row) => (line.words ?? []).map((word) => ({ word, row })));
  const joined = new Map<WordBox, WordBox>();
  const taken = new Set<WordBox>();
  for (const left of words) {
    if (!DIGITS.test(left.word.text) || taken.has(left.word)) continue;
    const right = words.find(
      (w) =>
        w.row !== left.row && !taken.has(w.word) && DIGITS.test(w.word.text) && continues(left.word, w.word),
    );
    if (!right) continue;
    taken.add(right.word);
    const [a, b] = [left.word, right.word];
    joined.set(a, {
      text: a.text + b.text,
      x0: a.x0,
      y0: Math.min(a.y0, b.y0),
      x1: b.x1,
      y1: Math.max(a.y1, b.y1),
      confidence: Math.min(a.confidence, b.confidence),
    });
  }
  if (joined.size === 0) return lines;
  return lines.flatMap((line) => {
    if (!line.words?.some((w) => joined.has(w) || taken.has(w))) return [line];
    const words = line.words.filter((w) => !taken.has(w)).map((w) => joined.get(w) ?? w);
    if (words.length === 0) return [];
    // The row's text is its words again, the spaces between them kept where OCR put them.
    let text = line.text;
    for (const w of line.words) {
      if (taken.has(w)) text = text.replace(w.text, '');
      else if (joined.has(w)) text = text.replace(w.text, joined.get(w)!.text);
    }
    return [{ ...line, text: text.trimEnd(), words }];
  });
}
