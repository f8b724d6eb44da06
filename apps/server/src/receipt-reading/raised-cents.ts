import { PSM, type Worker as OcrEngine } from 'tesseract.js';
import type { TextLine, WordBox } from '@panel/domain/receipt-reading/receipt-parser';
import { DOUBTFUL_CONFIDENCE } from '@panel/domain/receipt-reading/receipt-reading';
import { withParameters } from './ocr-parameters';
import type { PreparedPage } from './prepared-page';

/** A figure after '$' whose raised centavos OCR read as a mark: '842”', '7.849*', '35.217"'. */
const MARKED = /^(\d{1,3}(?:\.\d{3})*)[”“"*'’°º^¨]+$/;

export type Box = Pick<WordBox, 'x0' | 'y0' | 'x1' | 'y1'>;

/**
 * Some apps print the centavos raised and small after the headline ('$ 842²⁴'), and OCR of the whole
 * page reads them as a quote or a star. The mark's box is read again alone, three times as
 * large, digits only; two digits found take the mark's place ('842 24', which the parser reads as
 * raised centavos), under TRUSTED_CONFIDENCE (docs/features/receipt-reading.md, 'Confidence').
 */
export async function readRaisedCents(
  engine: OcrEngine,
  page: PreparedPage,
  lines: TextLine[],
  markOf: (word: WordBox) => Box | undefined,
): Promise<TextLine[]> {
  const marked = lines.flatMap((line) =>
    (line.words ?? []).flatMap((word, i) =>
      MARKED.test(word.text) && line.words![i - 1]?.text === '$' && markOf(word)
        ? [{ word, mark: markOf(word)! }]
        : [],
    ),
  );
  if (marked.length === 0) return lines;
  const { width, height } = page;
  const cents = new Map<WordBox, string>();
  const digitsOnly = { tessedit_char_whitelist: '0123456789', tessedit_pageseg_mode: PSM.SINGLE_WORD };
  await withParameters(engine, digitsOnly, async () => {
    for (const { word, mark } of marked) {
      // The mark's own box, a little taller and wider to the right (OCR's box of a misread glyph
      // may clip it), not to the left, where the figure's last digit would be read as a third one.
      const pad = 0.15 * (word.y1 - word.y0);
      const left = Math.max(0, Math.round(mark.x0));
      const top = Math.max(0, Math.round(mark.y0 - pad));
      const right = Math.min(width, Math.round(mark.x1 + pad));
      const bottom = Math.min(height, Math.round(mark.y1 + pad));
      if (right - left < 4 || bottom - top < 4) continue;
      const crop = await page
        .crop({ left, top, width: right - left, height: bottom - top })
        .resize({ height: (bottom - top) * 3 })
        .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
        .png()
        .toBuffer();
      const { data } = await engine.recognize(crop);
      const digits = data.text.replace(/\D/g, '');
      if (/^\d{2}$/.test(digits)) cents.set(word, digits);
    }
  });
  return lines.map((line) => {
    const found = line.words?.filter((w) => cents.has(w));
    if (!found?.length) return line;
    let text = line.text;
    const words = line.words!.map((w) => {
      if (!cents.has(w)) return w;
      const read = `${MARKED.exec(w.text)![1]} ${cents.get(w)}`;
      text = text.replace(w.text, read);
      return { ...w, text: read, confidence: Math.min(w.confidence, DOUBTFUL_CONFIDENCE) };
    });
    return { ...line, text, words };
  });
}
