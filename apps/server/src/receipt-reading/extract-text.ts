import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker as OcrEngine } from 'tesseract.js';
import {
  parseReceiptText,
  type ReadFields,
  type TextLine,
  type WordBox,
} from '@panel/domain/receipt-reading/receipt-parser';
import type { ReadingFailure } from '@panel/domain/receipt-reading/reading-texts';
import { MAX_INPUT_PIXELS, exceedsPixelLimit, pdfDrawScale } from '../storage/file-bounds';
import { detectFileType } from '../storage/file-type';
import { AMOUNT_FIGURE, DIGIT_OPERATION_NUMBER, reReadSmall } from './small-re-read';
import { withoutGhosts } from './ghost-symbols';
import { rejoinSplitNumbers } from './split-numbers';
import { PAGE_PARAMETERS, withParameters } from './ocr-parameters';
import { preparedPage, type PreparedPage } from './prepared-page';
import { readRaisedCents, type Box } from './raised-cents';

/**
 * The text of a receipt file (docs/features/receipt-reading.md): a PDF's own text layer when it has
 * one, otherwise OCR of the image (or of the PDF's first page drawn as one). Runs inside a reading
 * worker thread (reading-worker.ts); nothing here touches the database.
 */
export interface ExtractedText {
  source: 'pdf-text' | 'ocr';
  lines: TextLine[];
}

export class ExtractError extends Error {
  constructor(readonly reason: ReadingFailure) {
    super(reason);
  }
}

/** OCR works on at most this box: receipts' text stays legible, and time and memory stay bounded. */
const OCR_BOX = { width: 1100, height: 2600 };
/** A receipt is a page or two; a PDF with more is not one, and is not read past this. */
const MAX_PDF_PAGES = 5;
/** Fewer characters than this in a PDF's text layer: it is a scan, read by OCR instead. */
const MIN_PDF_TEXT = 20;

const require = createRequire(import.meta.url);
/** Spanish LSTM data from @tesseract.js-data/spa, installed by npm: nothing is downloaded at run time. */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/spa/package.json')),
  '4.0.0_best_int',
);

export async function startOcrEngine(cachePath: string): Promise<OcrEngine> {
  const engine = await createWorker('spa', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cachePath,
    cacheMethod: 'none',
    gzip: true,
  });
  await engine.setParameters(PAGE_PARAMETERS);
  return engine;
}

/** Grey, dark mode turned light, a photo cut to its screen, at most OCR_BOX: what OCR reads best. */
export async function prepareImage(bytes: Buffer): Promise<PreparedPage> {
  // The header's size is checked before sharp decodes a pixel (storage/file-bounds.ts).
  const type = detectFileType(bytes);
  if (type && exceedsPixelLimit(bytes, type)) throw new ExtractError('tooLarge');
  try {
    const decoded = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    // A photo of a phone: the table or wall around the screen is cut away (sharp's trim, by the
    // corner's colour), so the receipt's text is larger in OCR_BOX. Only a photo: its surroundings
    // are uneven (a tight trim cuts almost nothing) and large (a loose one cuts a fifth or more). A
    // share image's even margins stay, as OCR misreads text that touches the border. Measured on
    // fresh held-out draws (docs/features/receipt-reading.md 'Two corpora').
    const area = async (threshold: number) => {
      const { info } = await decoded().trim({ threshold }).raw().toBuffer({ resolveWithObject: true });
      return info.width * info.height;
    };
    const size = await decoded().metadata();
    const full = (size.width ?? 0) * (size.height ?? 0);
    const photo = await Promise.all([area(10), area(60)])
      .then(([tight, loose]) => tight > full * 0.95 && loose < full * 0.8)
      .catch(() => false);
    const source = photo ? decoded().trim({ threshold: 60 }) : decoded();
    const fitted = await source
      .resize({ ...OCR_BOX, fit: 'inside', withoutEnlargement: true })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = fitted.info;
    let sum = 0;
    for (let i = 0; i < fitted.data.length; i += 7) sum += fitted.data[i]!;
    const dark = sum / Math.ceil(fitted.data.length / 7) < 110;
    const light = dark ? fitted.data.map((v) => 255 - v) : fitted.data;
    const page = photo ? await evenLight(light, width, height) : light;
    return await preparedPage(page, { width, height, channels: 1 });
  } catch (error) {
    throw new ExtractError(/pixel limit/i.test((error as Error).message) ? 'tooLarge' : 'corrupt');
  }
}

/** How far around a pixel a photo's light is taken from: wider than a line of text, narrower than a glare. */
const LIGHT_SIGMA = 20;
/** The grey an even background becomes: under white, so paper brighter than its surroundings is not clipped. */
const PAPER = 235;
/**
 * Light that varies less than this across the picture is even already: a cropped share image the
 * photo test took for a photo spreads 45–48 grey levels, photos of screens 74 and more (fresh draws
 * 11311 and 11411), and dividing an even picture only rings its text.
 */
const UNEVEN = 60;

/**
 * A photo of a screen is lit unevenly: a band of glare across it, a shadow in a corner. Each pixel
 * is divided by the blurred picture around it (flat-field correction), so the background is one
 * even grey and the text keeps its contrast under the glare, where OCR of the page lost whole rows.
 * Photos whose light is uneven only; measured on fresh held-out draws
 * (docs/features/receipt-reading.md 'Two corpora').
 */
export async function evenLight(light: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const around = await sharp(light, { raw: { width, height, channels: 1 } })
    .blur(LIGHT_SIGMA)
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (spread(around) < UNEVEN) return light;
  return light.map((v, i) => Math.min(255, Math.round((v / Math.max(1, around[i]!)) * PAPER)));
}

/** How far apart the light of the picture's darker and brighter parts are: 5th to 95th percentile. */
function spread(grey: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const v of grey) counts[v]!++;
  const at = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += counts[v]!) >= grey.length * share) return v;
    return 255;
  };
  return at(0.95) - at(0.05);
}

/**
 * What every receipt prints and the first read must give not to be read again. A photo of a tilted
 * screen read as a column of rows loses whole rows; other kinds almost never lose these, and a
 * receipt that prints no sender's CUIT is not read twice for it (docs/features/receipt-reading.md).
 */
const KEY_FIELDS = ['amount', 'operationNumber', 'dateTime'] as const;

/**
 * OCR lines with their words' boxes (pixels of the prepared image) and confidences: the parser pairs
 * labels and values and finds the headline amount by position (docs/features/receipt-reading.md).
 */
export async function ocrLines(engine: OcrEngine, page: PreparedPage): Promise<TextLine[]> {
  let lines = await pageLines(engine, page);
  let { fields } = parseReceiptText(lines);
  if (!KEY_FIELDS.every((name) => fields[name])) {
    // A key field missing: the page is read again as one block, and the reading worth more is kept.
    // A second OCR only where the first lost something (docs/features/receipt-reading.md).
    const again = await withParameters(engine, { tessedit_pageseg_mode: PSM.SINGLE_BLOCK }, () =>
      pageLines(engine, page),
    );
    const read = parseReceiptText(again).fields;
    if (worth(read) > worth(fields)) [lines, fields] = [again, read];
  }
  const { amount, operationNumber } = fields;
  if (amount) lines = await reReadSmall(engine, page, lines, AMOUNT_FIGURE, amount.value);
  if (operationNumber)
    lines = await reReadSmall(engine, page, lines, DIGIT_OPERATION_NUMBER, operationNumber.value);
  return lines;
}

/** What a reading is worth: its fields, the amount twice, as it is what the operator checks. */
const worth = (fields: ReadFields) => Object.keys(fields).length + (fields.amount ? 1 : 0);

async function pageLines(engine: OcrEngine, page: PreparedPage): Promise<TextLine[]> {
  const result = await engine.recognize(page.png, {}, { text: false, blocks: true });
  /** Each word's last character's box: where raised centavos read as a mark stand (raised-cents.ts). */
  const lastSymbols = new Map<WordBox, Box>();
  const lines = (result.data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((p) =>
      p.lines.map((line) => {
        let lineText = line.text.trim();
        const words = line.words
          .filter((w) => w.text.trim() !== '')
          .map(({ text, bbox, confidence, symbols }) => {
            const read = text.trim();
            const clean = withoutGhosts(read, symbols ?? []);
            if (clean !== null) lineText = lineText.replace(read, clean);
            const word = { text: clean ?? read, ...bbox, confidence: confidence / 100 };
            const last = symbols?.at(-1);
            if (last) lastSymbols.set(word, last.bbox);
            return word;
          });
        return { text: lineText, confidence: line.confidence / 100, words };
      }),
    ),
  );
  return rejoinSplitNumbers(await readRaisedCents(engine, page, lines, (word) => lastSymbols.get(word)));
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

interface PdfItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The PDF's text as lines, top to bottom (items sharing a baseline joined left to right), each item
 * a word box in the page's points with y growing downwards, as OCR's boxes do.
 */
async function pdfTextLines(page: {
  getTextContent(): Promise<{ items: unknown[] }>;
  getViewport(options: { scale: number }): { height: number };
}): Promise<TextLine[]> {
  const pageHeight = page.getViewport({ scale: 1 }).height;
  const items = (await page.getTextContent()).items.filter(
    (i): i is PdfItem => typeof (i as PdfItem).str === 'string' && (i as PdfItem).str.trim() !== '',
  );
  const rows = new Map<number, PdfItem[]>();
  for (const item of items) {
    const y = Math.round(item.transform[5]! / 3);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      row.sort((a, b) => a.transform[4]! - b.transform[4]!);
      return {
        text: row.map((i) => i.str.trim()).join('    '),
        confidence: 1,
        words: row.map((i) => {
          // transform[5] is the baseline from the page's foot; the item's height is its font size.
          const size = i.height || Math.abs(i.transform[3]!);
          const y1 = pageHeight - i.transform[5]!;
          const x0 = i.transform[4]!;
          return { text: i.str.trim(), x0, y0: y1 - size, x1: x0 + i.width, y1, confidence: 1 };
        }),
      };
    });
}

export async function extractPdf(bytes: Buffer, engine: () => Promise<OcrEngine>): Promise<ExtractedText> {
  const { getDocument } = await (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
  let doc;
  try {
    doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  } catch (error) {
    throw new ExtractError((error as Error).name === 'PasswordException' ? 'encrypted' : 'corrupt');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw new ExtractError('tooManyPages');
    const page = await doc.getPage(1);
    const lines = await pdfTextLines(page);
    if (lines.reduce((n, l) => n + l.text.length, 0) >= MIN_PDF_TEXT) return { source: 'pdf-text', lines };
    // A scanned PDF: its first page drawn at phone resolution, then read like an image.
    // The page's size is checked before drawing, and the scale keeps the canvas (native memory the
    // thread's heap limit does not cover) under MAX_CANVAS_PIXELS: a 360 × 150,000 pt page once took
    // gigabytes here.
    const viewport = page.getViewport({ scale: 1 });
    const scale = pdfDrawScale(viewport.width, viewport.height, OCR_BOX.width);
    if (scale === null) throw new ExtractError('tooLarge');
    // pdfjs draws on @napi-rs/canvas in Node (its optional dependency, installed with it).
    const factory = doc.canvasFactory as {
      create(
        width: number,
        height: number,
      ): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: unknown };
    };
    const drawn = factory.create(
      Math.max(1, Math.floor(viewport.width * scale)),
      Math.max(1, Math.floor(viewport.height * scale)),
    );
    await page.render({
      canvas: drawn.canvas as never,
      canvasContext: drawn.context as never,
      viewport: page.getViewport({ scale }),
    }).promise;
    return {
      source: 'ocr',
      lines: await ocrLines(await engine(), await prepareImage(drawn.canvas.toBuffer('image/png'))),
    };
  } finally {
    await doc.destroy();
  }
}

export async function extractText(
  bytes: Buffer,
  fileType: string,
  engine: () => Promise<OcrEngine>,
): Promise<ExtractedText> {
  if (fileType === 'pdf') return extractPdf(bytes, engine);
  return { source: 'ocr', lines: await ocrLines(await engine(), await prepareImage(bytes)) };
}
