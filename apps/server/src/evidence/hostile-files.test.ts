import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GATEWAY_MESSAGES as M } from '@panel/domain/bot-gateway/gateway-contract';
import { receipts } from '../db/schema';
import { ExtractError, extractText } from '../receipt-reading/extract-text';
import {
  MAX_CANVAS_PIXELS,
  MAX_INPUT_PIXELS,
  declaredDimensions,
  exceedsPixelLimit,
  pdfDrawScale,
} from '../storage/file-bounds';
import { renderReceiptPng } from '../seed/receipt-image';
import { perceptualHashesSettled } from './file-hashes';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createGatewayBot, handIn, multipartBody } from '../../test/receipt-factory';

/** CRC-32 of PNG chunks, by hand: zlib.crc32 needs Node 22.2, and this machine runs the tests on Node 20. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The image bomb of issue 28: a valid, complete PNG declaring 16383 × 16383 one-bit pixels, every
 * row zeros — about 32 KiB on the wire, 268 megapixels (a gigabyte as RGBA) decoded.
 */
function pngBomb(side = 16383): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + packed bits
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A hand-written PDF: one blank page of `width` × `height` points, no text layer (drawn for the OCR). */
function blankPdf(width: number, height: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) text += `${String(at).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** Stands in for the OCR engine: nothing in these files is text (and no amount: read twice). */
const noOcr = async () =>
  ({
    recognize: async () => ({ data: { blocks: [] } }),
    setParameters: async () => ({}),
  }) as unknown as import('tesseract.js').Worker;

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof ExtractError ? error.reason : String(error)),
  );

describe('a file is measured by its header before anything decodes it', () => {
  it('reads the declared size of PNG, JPEG and WebP headers without decoding', async () => {
    const base = sharp({ create: { width: 321, height: 123, channels: 3, background: '#fff' } });
    for (const [type, bytes] of [
      ['png', await base.clone().png().toBuffer()],
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['jpeg', await base.clone().jpeg({ progressive: true }).toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['webp', await base.clone().webp({ lossless: true }).toBuffer()],
    ] as const) {
      expect(declaredDimensions(bytes, type), type).toEqual({ width: 321, height: 123 });
    }
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(40 * 1024);
    expect(declaredDimensions(bomb, 'png')).toEqual({ width: 16383, height: 16383 });
    expect(exceedsPixelLimit(bomb, 'png')).toBe(true);
    expect(exceedsPixelLimit(renderReceiptPng(drawn), 'png')).toBe(false);
  });

  it('draws a PDF page on a bounded canvas, and refuses a page no receipt has', () => {
    for (const [width, height] of [
      [360, 640],
      [595, 842],
      [360, 14_000],
      [14_000, 14_000],
    ]) {
      const scale = pdfDrawScale(width!, height!, 1100)!;
      expect(width! * scale * height! * scale).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
    }
    expect(pdfDrawScale(360, 150_000, 1100)).toBeNull();
    expect(pdfDrawScale(0, 100, 1100)).toBeNull();
  });

  it('the reader marks the image bomb and the 360 × 150,000 pt page as too large, without drawing them', async () => {
    expect(await reason(extractText(pngBomb(), 'png', noOcr))).toBe('tooLarge');
    expect(await reason(extractText(blankPdf(360, 150_000), 'pdf', noOcr))).toBe('tooLarge');
    // A tall page within the limit is drawn at a scale that keeps its canvas bounded, and read.
    expect(await reason(extractText(blankPdf(360, 14_000), 'pdf', noOcr))).toBe('read');
  });

  it('the pixel limit is stated once', () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });
});

const drawn = { amountCentavos: 150_050, bankName: 'Banco', sender: 'Ana', date: new Date(), reference: 'R' };

describe('the bot gateway with a hostile picture', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp();
    const island = await createIsland(t.db, { prefix: 'bomba' });
    ({ key } = await createGatewayBot(t.db, island.id));
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer) => {
    const body = multipartBody(
      { phone: '1155551234', amount: '100' },
      { bytes, filename: 'comprobante.png', contentType: 'image/png' },
    );
    return handIn(t.app, key, body);
  };
  const stored = async () => (await t.db.select({ n: count() }).from(receipts))[0]!.n;

  it('refuses a PNG declaring 16383 × 16383 pixels with 422 in Spanish, storing nothing', async () => {
    const before = await stored();
    const response = await upload(pngBomb());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: M.imageTooLarge });
    expect(await stored()).toBe(before);
  });

  it('an ordinary picture is stored at once and gets its perceptual hash after the answer', async () => {
    const response = await upload(renderReceiptPng(drawn));
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    await perceptualHashesSettled();
    const [row] = await t.db.select().from(receipts).where(eq(receipts.id, id));
    expect(row!.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.phash).not.toBeNull();
  });
});
