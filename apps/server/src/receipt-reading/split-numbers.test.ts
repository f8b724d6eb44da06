import { describe, expect, it } from 'vitest';
import { parseReceiptText, type TextLine } from '@panel/domain/receipt-reading/receipt-parser';
import { rejoinSplitNumbers } from './split-numbers';

/** The rows OCR gave for a Galicia receipt photographed tilted (fresh draw 11411), boxes as read. */
const tilted = (): TextLine[] => [
  {
    text: 'T                                 6681',
    confidence: 0.62,
    words: [
      { text: 'T', x0: 419, y0: 1058, x1: 423, y1: 1062, confidence: 0.3 },
      { text: '6681', x0: 687, y0: 1022, x1: 746, y1: 1060, confidence: 0.93 },
    ],
  },
  {
    text: 'No de operación                12849',
    confidence: 0.87,
    words: [
      { text: 'No', x0: 246, y0: 1074, x1: 277, y1: 1100, confidence: 0.8 },
      { text: 'de', x0: 287, y0: 1071, x1: 319, y1: 1095, confidence: 0.9 },
      { text: 'operación', x0: 329, y0: 1057, x1: 456, y1: 1096, confidence: 0.9 },
      { text: '12849', x0: 608, y0: 1028, x1: 686, y1: 1073, confidence: 0.95 },
    ],
  },
];

describe('a number cut in two rows by a tilted photo (docs/features/receipt-reading.md)', () => {
  it('is one number again, in the row of its label', () => {
    const lines = rejoinSplitNumbers(tilted());
    expect(lines.map((l) => l.text)).toEqual(['T', 'No de operación                128496681']);
    expect(parseReceiptText(lines).fields.operationNumber?.value).toBe('128496681');
  });

  it('leaves numbers apart that do not touch at the same height', () => {
    const lines = tilted();
    lines[0]!.words![1] = { ...lines[0]!.words![1]!, x0: 720, x1: 779 };
    expect(rejoinSplitNumbers(lines)).toBe(lines);
    const lower = tilted();
    lower[0]!.words![1] = { ...lower[0]!.words![1]!, y0: 980, y1: 1018 };
    expect(rejoinSplitNumbers(lower)).toBe(lower);
  });
});
