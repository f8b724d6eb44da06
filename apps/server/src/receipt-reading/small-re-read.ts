import { PSM, type Worker as OcrEngine } from 'tesseract.js';
import type { TextLine, WordBox } from '@panel/domain/receipt-reading/receipt-parser';
import { withParameters } from './ocr-parameters';
import type { PreparedPage } from './prepared-page';

/** What is read again small, and how a word shows it. */
export interface SmallReadKind {
  /** Whether a word, or a read of it, shows the value the parser chose. */
  shows(word: string, value: string): boolean;
  /** A read of this kind, the only other value that may dispute the word's. */
  readonly pattern: RegExp;
  readonly whitelist: string;
  /** The word with another read in its place: an amount keeps the word's own '$'. */
  rewrite(word: string, read: string): string;
}

/** A figure as receipts print it, the '$' joined or not: '2.683,13', '$2.683,13'. */
const FIGURE = /^(\$?)(\d{1,3}(?:\.\d{3})*,\d\d)$/;
/** '2.683,13' as the parser writes amounts: '2683.13'. */
const asValue = (figure: string) => figure.replace(/\./g, '').replace(',', '.');

/** The amount: a figure whose value is the parser's ('2.683,13' for '2683.13'), its '$' kept. */
export const AMOUNT_FIGURE: SmallReadKind = {
  shows: (word, value) => {
    const figure = FIGURE.exec(word)?.[2];
    return figure !== undefined && asValue(figure) === value;
  },
  pattern: FIGURE,
  whitelist: '$0123456789.,',
  rewrite: (word, read) => `${FIGURE.exec(word)![1]}${read.replace(/^\$/, '')}`,
};

/** An operation number of digits alone, printed as one word ('2685545461'). */
const DIGIT_CODE = /^\d{6,20}$/;
export const DIGIT_OPERATION_NUMBER: SmallReadKind = {
  shows: (word, value) => DIGIT_CODE.test(word) && word === value,
  pattern: DIGIT_CODE,
  whitelist: '0123456789',
  rewrite: (_word, read) => read,
};

/** The heights, in pixels, a word is read again at: small, where OCR's confusions are not the page's. */
const SMALL_HEIGHTS = [14, 18];
/**
 * A value whose reads disagree: low enough that no cell holding it ('$ 2.083,13', 'Nº de operación
 * …') reaches TRUSTED_CONFIDENCE, so /checker shows it as not read (docs/features/receipt-reading.md).
 */
const DISPUTED_CONFIDENCE = 0.3;

/**
 * OCR now and then reads a digit wrong at full confidence: a figure the same in the headline and in
 * the labelled amount ('$ 2.683,13' as '2.083,13': a bold 6 taken for a 0), so the two agree and
 * nothing else would doubt it; an operation number of digits ('2685545461' as '2085545461'). Read
 * again small, the same boxes read right: every word that shows the value the parser chose is read
 * again at two small heights. When a read gives another value of the kind, the word is disputed: its
 * confidence drops under TRUSTED_CONFIDENCE, and when both reads give the same other value it takes
 * the word's place (docs/features/receipt-reading.md, 'Confidence').
 */
export async function reReadSmall(
  engine: OcrEngine,
  page: PreparedPage,
  lines: TextLine[],
  kind: SmallReadKind,
  value: string,
): Promise<TextLine[]> {
  const shown = lines.flatMap((line) => (line.words ?? []).filter((w) => kind.shows(w.text, value)));
  if (shown.length === 0) return lines;
  const { width, height } = page;
  const disputed = new Map<WordBox, string>();
  const only = { tessedit_char_whitelist: kind.whitelist, tessedit_pageseg_mode: PSM.SINGLE_LINE };
  await withParameters(engine, only, async () => {
    for (const word of shown) {
      const tall = word.y1 - word.y0;
      const pad = Math.round(0.25 * tall);
      const left = Math.max(0, Math.round(word.x0 - pad));
      const top = Math.max(0, Math.round(word.y0 - pad));
      const box = {
        left,
        top,
        width: Math.min(width, Math.round(word.x1 + pad)) - left,
        height: Math.min(height, Math.round(word.y1 + pad)) - top,
      };
      if (tall < 4 || box.width < 4 || box.height < 4) continue;
      const reads: string[] = [];
      for (const small of SMALL_HEIGHTS) {
        const crop = await page
          .crop(box)
          .resize({ height: Math.max(8, Math.round((box.height * small) / tall)) })
          .png()
          .toBuffer();
        const { data } = await engine.recognize(crop);
        reads.push(data.text.replace(/\s/g, ''));
      }
      const others = reads
        .filter((read) => kind.pattern.test(read) && !kind.shows(read, value))
        .map((read) => kind.rewrite(word.text, read));
      if (others.length === 0) continue;
      const agreed = others.length === reads.length && new Set(others).size === 1;
      disputed.set(word, agreed ? others[0]! : word.text);
    }
  });
  if (disputed.size === 0) return lines;
  return lines.map((line) => {
    if (!line.words?.some((w) => disputed.has(w))) return line;
    let text = line.text;
    const words = line.words.map((w) => {
      const read = disputed.get(w);
      if (read === undefined) return w;
      text = text.replace(w.text, read);
      return { ...w, text: read, confidence: Math.min(w.confidence, DISPUTED_CONFIDENCE) };
    });
    return { ...line, text, confidence: Math.min(line.confidence, DISPUTED_CONFIDENCE), words };
  });
}
