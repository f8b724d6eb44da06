/**
 * Duplicate receipts (docs/features/evidence.md). A perceptual hash alone cannot tell apart two
 * receipts drawn from one bank app's template (measured: different transfers land 0-7 bits apart),
 * so a perceptual match also needs the same player and the same declared amount: the player sending
 * a receipt again. A receipt passed between players is caught by its file or operation number.
 */
export const DUPLICATE_KINDS = ['file', 'image', 'operation'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** Largest Hamming distance, of 64 bits, at which two images are the same picture. */
export const PHASH_MAX_DISTANCE = 6;

/** A 64-character '0'/'1' perceptual hash as the signed 64-bit integer the database stores. */
export function phashBitsToBigint(bits: string): bigint {
  if (!/^[01]{64}$/.test(bits)) throw new Error('perceptual hash: 64 bits expected');
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/** Bits that differ between two stored perceptual hashes. */
export function phashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

export const DUPLICATE_KIND_LABELS: Record<DuplicateKind, string> = {
  file: 'Mismo archivo',
  image: 'Misma imagen',
  operation: 'Mismo número de operación',
};
