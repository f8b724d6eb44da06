import { describe, it, expect } from 'vitest';
import { detectFileType, isComplete } from './file-type';
import { renderReceiptPng } from '../seed/receipt-image';
import { renderReceiptPdf } from '../seed/receipt-pdf';

const receipt = {
  amountCentavos: 50_000,
  bankName: 'Banco Nación',
  sender: 'Ana',
  date: new Date('2024-03-05T15:07:00Z'),
  reference: 'R-1',
};

const png = renderReceiptPng(receipt);
const pdf = renderReceiptPdf(receipt);
// SOI, an APP0/JFIF segment, EOI: enough for magic-byte and trailer checks.
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(9),
  Buffer.from([0xff, 0xd9]),
]);

function webp(payload = Buffer.from('VP8L\x05\x00\x00\x00\x2f\x00\x00\x00\x00\x00', 'latin1')): Buffer {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + payload.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, payload]);
}

describe('detectFileType', () => {
  it.each([
    ['png', png],
    ['pdf', pdf],
    ['jpeg', jpeg],
    ['webp', webp()],
  ] as const)('detects %s', (type, bytes) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['garbage', Buffer.from('hello, this is not an image')],
    ['one byte of a JPEG', Buffer.from([0xff])],
    ['a PNG signature cut short', png.subarray(0, 7)],
    ['RIFF that is not WEBP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
    ['%PDF without the dash', Buffer.from('%PDF1.4')],
    ['random bytes', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b])],
  ])('returns null for %s', (_, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe('isComplete', () => {
  it('accepts complete files', () => {
    expect(isComplete(png, 'png')).toBe(true);
    expect(isComplete(pdf, 'pdf')).toBe(true);
    expect(isComplete(Buffer.concat([pdf, Buffer.from('\r\n')]), 'pdf')).toBe(true);
    expect(isComplete(jpeg, 'jpeg')).toBe(true);
    expect(isComplete(webp(), 'webp')).toBe(true);
  });

  it('rejects truncated files', () => {
    expect(isComplete(png.subarray(0, png.length - 1), 'png')).toBe(false);
    expect(isComplete(png.subarray(0, Math.floor(png.length / 2)), 'png')).toBe(false);
    expect(isComplete(pdf.subarray(0, pdf.length - 2), 'pdf')).toBe(false);
    expect(isComplete(pdf.subarray(0, Math.floor(pdf.length / 2)), 'pdf')).toBe(false);
    expect(isComplete(jpeg.subarray(0, jpeg.length - 1), 'jpeg')).toBe(false);
    expect(isComplete(jpeg.subarray(0, 3), 'jpeg')).toBe(false);
    expect(isComplete(webp().subarray(0, 15), 'webp')).toBe(false);
  });

  it('rejects a PDF whose %%EOF is more than 1024 bytes from the end', () => {
    expect(isComplete(Buffer.concat([pdf, Buffer.alloc(1025, 0x20)]), 'pdf')).toBe(false);
  });

  it('rejects empty input for every type', () => {
    for (const type of ['png', 'pdf', 'jpeg', 'webp'] as const)
      expect(isComplete(Buffer.alloc(0), type)).toBe(false);
  });

  it('rejects a WEBP whose RIFF size does not match the length', () => {
    expect(isComplete(Buffer.concat([webp(), Buffer.alloc(2)]), 'webp')).toBe(false);
  });
});
