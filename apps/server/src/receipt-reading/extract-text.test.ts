import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReceiptText } from '@panel/domain/receipt-reading/receipt-parser';
import { extractText } from './extract-text';
import { useOcrEngine } from '../../test/ocr-engine';

const ocr = useOcrEngine();

describe('a photo of a tilted screen (docs/features/receipt-reading.md)', () => {
  it('is read again as one block when the rows lose the headline, and keeps what the first read had', async () => {
    // A Galicia receipt photographed at an angle (a held-out generator's draw, not its committed
    // corpus): read as one column of rows, OCR loses the top half, headline and 'Monto' with it.
    const bytes = await readFile(path.join(import.meta.dirname, 'fixtures/tilted-photo.jpg'));
    const { fields } = parseReceiptText((await extractText(bytes, 'jpeg', async () => ocr())).lines);
    expect(fields.amount?.value).toBe('23100.00');
    expect(fields.dateTime?.value).toBe('2026-07-02T11:14:00-03:00');
    expect(fields.operationNumber?.value).toBe('402532409');
  }, 30_000);

  it('keeps the second read when it finds the amount, even with one field fewer', async () => {
    // A BBVA receipt photographed at an angle: the rows give the date but no amount, the block the
    // amount but no date. The operator compares the amount.
    const bytes = await readFile(path.join(import.meta.dirname, 'fixtures/tilted-photo-2.jpg'));
    const { fields } = parseReceiptText((await extractText(bytes, 'jpeg', async () => ocr())).lines);
    expect(fields.amount?.value).toBe('484.97');
  }, 30_000);

  it('is read again when the rows lose the operation number, though they kept the amount', async () => {
    // A Mercado Pago receipt photographed at an angle (a fresh held-out draw): the rows break
    // 'Número de Operación de Mercado Pago' and lose the number under it; the block reads it.
    const bytes = await readFile(path.join(import.meta.dirname, 'fixtures/photo-lost-operation.jpg'));
    const { fields } = parseReceiptText((await extractText(bytes, 'jpeg', async () => ocr())).lines);
    expect(fields.amount?.value).toBe('100000.00');
    expect(fields.operationNumber?.value).toBe('42350727575');
  }, 30_000);

  it('is read under even light when a band of glare crosses a dark screen', async () => {
    // A Naranja X receipt in dark mode photographed under a lamp (fresh draw 11411): read as it
    // comes, the glare band breaks every row it crosses; divided by its own blurred light, it reads.
    const bytes = await readFile(path.join(import.meta.dirname, 'fixtures/photo-glare.jpg'));
    const { fields } = parseReceiptText((await extractText(bytes, 'jpeg', async () => ocr())).lines);
    expect(fields.amount?.value).toBe('200000.00');
    expect(fields.operationNumber?.value).toBe('000077736620');
    expect(fields.receiverAccount?.value).toBe('0000144736662066446142');
  }, 30_000);
});
