import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseReceiptText, type TextLine } from '@panel/domain/receipt-reading/receipt-parser';
import { TRUSTED_CONFIDENCE } from '@panel/domain/receipt-reading/receipt-reading';
import { AMOUNT_FIGURE, DIGIT_OPERATION_NUMBER, reReadSmall } from './small-re-read';
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
    const lines = await reReadSmall(ocr(), await headline(), page('2.083,13'), AMOUNT_FIGURE, '2083.13');
    expect(lines[0]!.words![1]!.text).toBe('2.683,13');
    const { amount } = parseReceiptText(lines).fields;
    expect(amount?.value).toBe('2683.13');
    expect(amount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  }, 30_000);

  it('a figure read right stays as it was, trusted', async () => {
    const read = page('2.683,13');
    const lines = await reReadSmall(ocr(), await headline(), read, AMOUNT_FIGURE, '2683.13');
    expect(lines).toEqual(read);
    const { amount } = parseReceiptText(lines).fields;
    expect(amount?.value).toBe('2683.13');
    expect(amount!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
  }, 30_000);

  it('only the figure the parser chose is read again', async () => {
    const read = page('2.083,13');
    expect(await reReadSmall(ocr(), await headline(), read, AMOUNT_FIGURE, '500.00')).toBe(read);
  }, 30_000);
});

/** 'Nº de operación' over its number, as Cuenta DNI prints it. */
const operationRow = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="30" y="50" font-family="DejaVu Sans" font-size="28" fill="#555">Nº de operación</text>
      <text x="30" y="120" font-family="DejaVu Sans" font-weight="bold" font-size="40">2685545461</text>
    </svg>`),
  )
    .png()
    .toBuffer()
    .then(pageOf);
/** OCR of the page, sure of a 0 where the receipt prints a 6. */
const operationLines = (code: string): TextLine[] => [
  {
    text: 'Nº de operación',
    confidence: 0.93,
    words: [
      { text: 'Nº', x0: 30, y0: 28, x1: 62, y1: 52, confidence: 0.93 },
      { text: 'de', x0: 70, y0: 28, x1: 100, y1: 52, confidence: 0.93 },
      { text: 'operación', x0: 108, y0: 28, x1: 240, y1: 58, confidence: 0.93 },
    ],
  },
  {
    text: code,
    confidence: 0.89,
    words: [{ text: code, x0: 30, y0: 90, x1: 290, y1: 121, confidence: 0.89 }],
  },
];

describe('an operation number of digits read again small (docs/features/receipt-reading.md)', () => {
  it('a digit the page read wrong is read right, and the number is not trusted', async () => {
    const read = operationLines('2085545461');
    expect(parseReceiptText(read).fields.operationNumber?.confidence).toBeGreaterThanOrEqual(
      TRUSTED_CONFIDENCE,
    );
    const lines = await reReadSmall(ocr(), await operationRow(), read, DIGIT_OPERATION_NUMBER, '2085545461');
    const { operationNumber } = parseReceiptText(lines).fields;
    expect(operationNumber?.value).toBe('2685545461');
    expect(operationNumber!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  }, 30_000);

  it('a number read right stays as it was, trusted', async () => {
    const read = operationLines('2685545461');
    const lines = await reReadSmall(ocr(), await operationRow(), read, DIGIT_OPERATION_NUMBER, '2685545461');
    expect(lines).toEqual(read);
    expect(parseReceiptText(lines).fields.operationNumber?.confidence).toBeGreaterThanOrEqual(
      TRUSTED_CONFIDENCE,
    );
  }, 30_000);

  it('a code with letters is left to the page', async () => {
    // Read small with digits only, the picture's 2685545461 would dispute it: it is not read again.
    const read = operationLines('26855A5461');
    expect(await reReadSmall(ocr(), await operationRow(), read, DIGIT_OPERATION_NUMBER, '26855A5461')).toBe(
      read,
    );
  }, 30_000);
});
