import sharp from 'sharp';

/**
 * What the simulator plays for the evidence feature (docs/features/evidence.md): a player sending
 * the same receipt again, identical or re-encoded (smaller JPEG, as a phone's share sheet does), and
 * a bank whose notice arrives late, so a receipt deferred meanwhile comes back live.
 */
export async function reencodedCopy(png: Buffer): Promise<Buffer> {
  const { width } = await sharp(png).metadata();
  return sharp(png)
    .resize(Math.round((width ?? 480) * 0.8))
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** Notices sent later: each runs after its delay; `settle` waits for those still due. */
export function lateNotices() {
  const due: Promise<void>[] = [];
  return {
    later(ms: number, send: () => Promise<void>) {
      due.push(new Promise((resolve) => setTimeout(resolve, ms)).then(send));
    },
    settle: () => Promise.allSettled(due),
  };
}
