import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseReceiptText, type TextLine } from '@panel/domain/receipt-reading/receipt-parser';
import { readRaisedCents, type Box } from './raised-cents';
import { pageOf, useOcrEngine } from '../../test/ocr-engine';

const ocr = useOcrEngine();

/** A headline '$ 842' with '24' raised and small after it, as Mercado Pago prints centavos. */
const headline = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160">
      <rect width="100%" height="100%" fill="#fff"/>
      <text x="40" y="120" font-family="DejaVu Sans" font-size="90">$ 842</text>
      <text x="330" y="75" font-family="DejaVu Sans" font-size="44">24</text>
    </svg>`),
  )
    .png()
    .toBuffer()
    .then(pageOf);
/** What OCR of the whole page gave: the raised digits read as one quote mark. */
const page = (mark: string): TextLine[] => [
  {
    text: `$ 842${mark}`,
    confidence: 0.9,
    words: [
      { text: '$', x0: 40, y0: 50, x1: 95, y1: 125, confidence: 0.96 },
      { text: `842${mark}`, x0: 120, y0: 45, x1: 390, y1: 125, confidence: 0.88 },
    ],
  },
];
const RAISED: Box = { x0: 326, y0: 38, x1: 386, y1: 80 };

describe('raised centavos read as a mark (docs/features/receipt-reading.md)', () => {
  it('reads the mark’s box again, digits only, and gives the parser the centavos, never trusted', async () => {
    const lines = await readRaisedCents(ocr(), await headline(), page('”'), () => RAISED);
    expect(lines[0]!.text).toBe('$ 842 24');
    expect(lines[0]!.words![1]).toMatchObject({ text: '842 24', confidence: 0.75 });
    const { amount } = parseReceiptText(lines).fields;
    expect(amount?.value).toBe('842.24');
    expect(amount!.confidence).toBeLessThan(0.8);
  }, 30_000);

  it('leaves a figure without a mark, or with no box for its mark, as OCR read it', async () => {
    const png = await headline();
    const plain = page('');
    expect(await readRaisedCents(ocr(), png, plain, () => RAISED)).toBe(plain);
    const unboxed = page('*');
    expect(await readRaisedCents(ocr(), png, unboxed, () => undefined)).toBe(unboxed);
  });
});
