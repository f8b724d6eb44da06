import type { FileType } from './file-type';

/**
 * The one limit on a picture's size, applied before anything decodes it (intake, perceptual hash,
 * reading; docs/features/receipt-reading.md "Bounded files"). A phone screenshot is 1–4 megapixels
 * and a photo of a page 12–50; past 40 the file is a poster or a decompression bomb (a 32 KiB PNG
 * can declare 16383 × 16383 pixels, a gigabyte decoded).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A PDF page larger than this in either side (points) is not a receipt: 14,400 pt (200 inches) is
 * the largest page PDF viewers accept. Smaller pages are drawn at a scale that keeps the canvas under
 * MAX_CANVAS_PIXELS.
 */
export const MAX_PDF_PAGE_POINTS = 14_400;
/** A PDF page is drawn for the OCR on a canvas of at most this many pixels (4 bytes each, native memory). */
export const MAX_CANVAS_PIXELS = 8_000_000;

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size a JPEG, PNG or WebP declares in its header, read from the bytes without decoding
 * anything; null when the header cannot be read (sharp's own limitInputPixels then guards the decode).
 */
export function declaredDimensions(bytes: Buffer, type: FileType): Dimensions | null {
  try {
    if (type === 'png') return pngDimensions(bytes);
    if (type === 'jpeg') return jpegDimensions(bytes);
    if (type === 'webp') return webpDimensions(bytes);
  } catch {
    return null; // a header cut short
  }
  return null;
}

/** True when the file is an image whose header declares more than MAX_INPUT_PIXELS. */
export function exceedsPixelLimit(bytes: Buffer, type: FileType): boolean {
  const size = declaredDimensions(bytes, type);
  return size !== null && size.width * size.height > MAX_INPUT_PIXELS;
}

function pngDimensions(bytes: Buffer): Dimensions | null {
  // Signature (8), IHDR length (4) and type (4), then width and height, big-endian.
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(bytes: Buffer): Dimensions | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame header
    if (JPEG_SOF.has(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

function webpDimensions(bytes: Buffer): Dimensions | null {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/**
 * The scale a PDF page of `width` × `height` points is drawn at for the OCR: fitted to `box`'s width
 * (at most 3×), and never more canvas pixels than MAX_CANVAS_PIXELS. Null for a page too large to be
 * a receipt (MAX_PDF_PAGE_POINTS).
 */
export function pdfDrawScale(width: number, height: number, boxWidth: number): number | null {
  if (!(width > 0 && height > 0) || width > MAX_PDF_PAGE_POINTS || height > MAX_PDF_PAGE_POINTS) return null;
  const fitted = Math.min(3, boxWidth / width);
  return Math.min(fitted, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
}
