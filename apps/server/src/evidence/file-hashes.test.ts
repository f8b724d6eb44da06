import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHASH_MAX_DISTANCE, phashDistance } from '@panel/domain/evidence/duplicates';
import { corpusFile, loadCorpus } from '../receipt-reading/corpus';
import { hashReceiptFile } from './file-hashes';

const hashOf = async (bytes: Buffer) => (await hashReceiptFile(bytes, 'jpeg')).phash!;

/** What a chat app does to a re-sent screenshot: cropped, smaller, saved again as JPEG. */
async function resent(bytes: Buffer, crop: { top: number; left: number; bottom: number }): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  const top = Math.round(height * crop.top);
  const left = Math.round(width * crop.left);
  const region = { left, top, width: width - left, height: height - top - Math.round(height * crop.bottom) };
  return sharp(bytes)
    .extract(region)
    .resize({ width: Math.round(region.width * 0.8) })
    .jpeg({ quality: 60 })
    .toBuffer();
}

describe('perceptual hash (docs/features/evidence.md, Duplicates)', () => {
  it('keeps a re-sent copy, cropped and re-encoded, within the duplicate distance', async () => {
    const corpus = (await loadCorpus()).filter((e) => e.form !== 'pdf' && !e.cropped);
    const crops = [
      { top: 0.04, left: 0, bottom: 0.04 }, // 8 % in all, split
      { top: 0, left: 0.05, bottom: 0 }, // 5 % off one side
      { top: 0, left: 0, bottom: 0.05 },
    ];
    for (const entry of [corpus[0]!, corpus[17]!, corpus[41]!]) {
      const original = await hashOf(await corpusFile(entry));
      for (const crop of crops) {
        const copy = await hashOf(await resent(await corpusFile(entry), crop));
        expect(phashDistance(original, copy), `${entry.file} ${JSON.stringify(crop)}`).toBeLessThanOrEqual(
          PHASH_MAX_DISTANCE,
        );
      }
    }
  });
});
