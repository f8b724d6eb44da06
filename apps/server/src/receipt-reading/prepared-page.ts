import sharp, { type Region, type Sharp } from 'sharp';

/**
 * The page OCR reads: its PNG for the engine, and its raw pixels, kept from preparing it, to cut the
 * words read again from (small-re-read.ts, raised-cents.ts) without decoding the PNG again.
 */
export interface PreparedPage {
  png: Buffer;
  width: number;
  height: number;
  crop: (region: Region) => Sharp;
}

export async function preparedPage(
  pixels: Uint8Array,
  { width, height, channels }: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<PreparedPage> {
  const raw = { raw: { width, height, channels } };
  // Level 1: the PNG is read once by OCR right away; a smaller file is not worth the time.
  const png = await sharp(pixels, raw).png({ compressionLevel: 1 }).toBuffer();
  return { png, width, height, crop: (region) => sharp(pixels, raw).extract(region) };
}
