import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseReceiptText, type TextLine } from '@panel/domain/receipt-reading/receipt-parser';
import { TRUSTED_CONFIDENCE } from '@panel/domain/receipt-reading/receipt-reading';
import { reReadFigure } from './figure-re-read';
import { pageOf, useOcrEngine } from '../../test/ocr-engine';

const ocr = useOcrEngine();

/** A headline '$ 2.683,13' in a bold face, as Banco Nación's app prints it. */
const headline = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="140">
      <rect width="100%" height="100%" fill="#e1e1e1"/>
      <text x="30" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="84">$ 2.683,13</text>
    </svg>`),
  )
    .png()
    .toBuffer()
    .then(pageOf);
/** What OCR of the whole page gave for it, at full confidence. */
const page = (figure: string): TextLine[] => [
  {
    text: `$ ${figure}`,
    confidence: 0.95,
    words: [
      { text: '$', x0: 30, y0: 36, x1: 80, y1: 118, confidence: 0.95 },
      { text: figure, x0: 110, y0: 36, x1: 560, y1: 102, confidence: 0.95 },
    ],
  },
];

describe('a figure read again small (docs/features/receipt-reading.md, Confidence)', () => {
  it('a digit the page read wrong is read right, and the amount is shown as not trusted', async () => {
    const lines = await reReadFigure(ocr(), await headline(), page('2.083,13'), '2083.13');
    expect(lines[0]!.words![1]!.text).toBe('2.683,13');
    const { amount } = parseReceiptText(lines).fields;
    expect(amount?.value).toBe('2683.13');
    expect(amount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  }, 30_000);

  it('a figure read right stays as it was, trusted', async () => {
    const read = page('2.683,13');
    const lines = await reReadFigure(ocr(), await headline(), read, '2683.13');
    expect(lines).toEqual(read);
    const { amount } = parseReceiptText(lines).fields;
    expect(amount?.value).toBe('2683.13');
    expect(amount!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
  }, 30_000);

  it('only the figure the parser chose is read again', async () => {
    const read = page('2.083,13');
    expect(await reReadFigure(ocr(), await headline(), read, '500.00')).toBe(read);
  }, 30_000);
});
