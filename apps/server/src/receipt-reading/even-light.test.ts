import { describe, expect, it } from 'vitest';
import { evenLight } from './extract-text';

const [width, height] = [300, 400];
/** A page of grey text rows on paper whose light is `lightAt(x)`. */
function page(lightAt: (x: number) => number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const ink = y % 40 < 12 && x > 20 && x < 280 && x % 7 < 3;
      pixels[y * width + x] = Math.round(lightAt(x) * (ink ? 0.3 : 1));
    }
  return pixels;
}
const paperAt = (pixels: Uint8Array, x: number) => pixels[30 * width + x]!;

describe('a photo under uneven light (docs/features/receipt-reading.md)', () => {
  it('is divided by its own light: a band of glare leaves the paper even', async () => {
    const glare = page((x) => 150 + 90 * Math.exp(-(((x - 150) / 30) ** 2)));
    const even = await evenLight(glare, width, height);
    expect(Math.abs(paperAt(glare, 150) - paperAt(glare, 10))).toBeGreaterThan(80);
    expect(Math.abs(paperAt(even, 150) - paperAt(even, 10))).toBeLessThan(20);
  });

  it('is left as it is when its light is even already (a cropped share image)', async () => {
    const flat = page(() => 225);
    expect(await evenLight(flat, width, height)).toBe(flat);
  });
});
