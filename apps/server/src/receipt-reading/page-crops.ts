import sharp, { type Region, type Sharp } from 'sharp';

/** The prepared page's pixels, to cut the words read again from. */
export interface PageCrops {
  width: number;
  height: number;
  crop: (region: Region) => Sharp;
}

/**
 * The page decoded once: every word read again (figure-re-read.ts, raised-cents.ts) is cut from the
 * same raw pixels instead of decoding the whole PNG again for each crop.
 */
export async function pageCrops(png: Buffer): Promise<PageCrops> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  return {
    width,
    height,
    crop: (region) => sharp(data, { raw: { width, height, channels } }).extract(region),
  };
}
