import { PSM, type Worker as OcrEngine } from 'tesseract.js';
import type { TextLine, WordBox } from '@panel/domain/receipt-reading/receipt-parser';
import { withParameters } from './ocr-parameters';
import type { PreparedPage } from './prepared-page';

/** A figure as receipts print it, the '$' joined or not: '2.683,13', '$2.683,13'. */
const FIGURE = /^(\$?)(\d{1,3}(?:\.\d{3})*,\d\d)$/;
/** The heights, in pixels, the figure is read again at: small, where OCR's confusions are not the page's. */
const SMALL_HEIGHTS = [14, 18];
/**
 * A figure whose reads disagree: low enough that no cell holding it ('$ 2.083,13', 'Importe $ …')
 * reaches TRUSTED_CONFIDENCE, so /checker shows it as not read (docs/features/receipt-reading.md).
 */
const DISPUTED_CONFIDENCE = 0.3;

/** '2.683,13' as the parser writes amounts: '2683.13'. */
const asValue = (figure: string) => figure.replace(/\./g, '').replace(',', '.');

/**
 * OCR now and then reads a digit of a figure wrong at full confidence, the same in the headline and
 * in the labelled amount ('$ 2.683,13' as '2.083,13': a bold 6 taken for a 0), so the two agree and
 * nothing else would doubt it. Read again small, the same boxes read right: every word that shows
 * the amount the parser chose is read again at two small heights. When a read gives another figure,
 * the word is disputed: its confidence drops under TRUSTED_CONFIDENCE, and when both reads give the
 * same other figure it takes the word's place (docs/features/receipt-reading.md, 'Confidence').
 */
export async function reReadFigure(
  engine: OcrEngine,
  page: PreparedPage,
  lines: TextLine[],
  amount: string,
): Promise<TextLine[]> {
  const shown = lines.flatMap((line) =>
    (line.words ?? []).filter((w) => {
      const figure = FIGURE.exec(w.text);
      return figure !== null && asValue(figure[2]!) === amount;
    }),
  );
  if (shown.length === 0) return lines;
  const { width, height } = page;
  const disputed = new Map<WordBox, string>();
  const figureOnly = { tessedit_char_whitelist: '$0123456789.,', tessedit_pageseg_mode: PSM.SINGLE_LINE };
  await withParameters(engine, figureOnly, async () => {
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
        reads.push(data.text.replace(/\s/g, '').replace(/^\$/, ''));
      }
      const own = FIGURE.exec(word.text)![2]!;
      const others = reads.filter((read) => FIGURE.test(read) && read !== own);
      if (others.length === 0) continue;
      const agreed = others.length === reads.length && new Set(others).size === 1;
      disputed.set(word, agreed ? others[0]! : own);
    }
  });
  if (disputed.size === 0) return lines;
  return lines.map((line) => {
    if (!line.words?.some((w) => disputed.has(w))) return line;
    let text = line.text;
    const words = line.words.map((w) => {
      const figure = disputed.get(w);
      if (figure === undefined) return w;
      const read = `${FIGURE.exec(w.text)![1]}${figure}`;
      text = text.replace(w.text, read);
      return { ...w, text: read, confidence: Math.min(w.confidence, DISPUTED_CONFIDENCE) };
    });
    return { ...line, text, confidence: Math.min(line.confidence, DISPUTED_CONFIDENCE), words };
  });
}
