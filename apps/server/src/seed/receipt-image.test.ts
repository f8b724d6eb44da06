import { crc32, inflateSync } from 'node:zlib';
import { describe, it, expect } from 'vitest';
import { RECEIPT_PNG_HEIGHT, RECEIPT_PNG_WIDTH, renderReceiptPng } from './receipt-image';

const receipt = {
  amountCentavos: 1_234_567,
  bankName: 'Banco Galicia',
  sender: 'María José Núñez',
  date: new Date('2024-03-05T15:07:00Z'),
  reference: 'TRX-0042/2024',
};

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  /** The bytes the CRC covers: type + data. */
  crcInput: Buffer;
}

function parseChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let pos = 8;
  while (pos < png.length) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    const crc = png.readUInt32BE(pos + 8 + length);
    chunks.push({ type, data, crc, crcInput: png.subarray(pos + 4, pos + 8 + length) });
    pos += 12 + length;
  }
  expect(pos).toBe(png.length);
  return chunks;
}

const pixelsOf = (png: Buffer) =>
  inflateSync(
    Buffer.concat(
      parseChunks(png)
        .filter((c) => c.type === 'IDAT')
        .map((c) => c.data),
    ),
  );

describe('renderReceiptPng', () => {
  const png = renderReceiptPng(receipt);

  it('starts with the PNG signature', () => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('has an IHDR for a 480×720 8-bit RGB image, first, and IEND last', () => {
    const chunks = parseChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]!.data;
    expect(ihdr.length).toBe(13);
    expect([RECEIPT_PNG_WIDTH, RECEIPT_PNG_HEIGHT]).toEqual([480, 720]);
    expect(ihdr.readUInt32BE(0)).toBe(RECEIPT_PNG_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(RECEIPT_PNG_HEIGHT);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // depth 8, RGB, deflate, filter 0, no interlace
  });

  it('has a correct CRC on every chunk', () => {
    for (const chunk of parseChunks(png)) expect(chunk.crc, chunk.type).toBe(crc32(chunk.crcInput));
  });

  it('inflates IDAT to height × (1 + width × 3) bytes with valid filter bytes', () => {
    const raw = pixelsOf(png);
    const stride = 1 + RECEIPT_PNG_WIDTH * 3;
    expect(raw.length).toBe(RECEIPT_PNG_HEIGHT * stride);
    for (let y = 0; y < RECEIPT_PNG_HEIGHT; y++) expect(raw[y * stride]).toBeLessThanOrEqual(4);
  });

  it('is deterministic and actually draws something', () => {
    expect(renderReceiptPng(receipt).equals(png)).toBe(true);
    expect(new Set(pixelsOf(png)).size).toBeGreaterThan(10);
  });

  it('gives different pixels for different amounts', () => {
    const other = renderReceiptPng({ ...receipt, amountCentavos: 1_234_568 });
    expect(pixelsOf(other).equals(pixelsOf(png))).toBe(false);
  });

  it('copes with long, odd and empty text without throwing', () => {
    const odd = renderReceiptPng({
      amountCentavos: -987_654_321_012,
      bankName: 'Banco de la Nación Argentina — Sucursal Ñuñoa 🏦',
      sender: 'x'.repeat(500),
      date: new Date(0),
      reference: '',
    });
    expect(pixelsOf(odd).length).toBe(RECEIPT_PNG_HEIGHT * (1 + RECEIPT_PNG_WIDTH * 3));
  });

  it('rejects non-integer amounts and invalid dates', () => {
    expect(() => renderReceiptPng({ ...receipt, amountCentavos: 1.5 })).toThrow(RangeError);
    expect(() => renderReceiptPng({ ...receipt, date: new Date('nope') })).toThrow(RangeError);
  });
});
