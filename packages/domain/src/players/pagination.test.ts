import { describe, expect, it } from 'vitest';
import { pageWindow, totalPages } from './pagination';

describe('pageWindow (docs/features/players.md: current ±1 plus the last)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, 10]],
    [5, 10, [4, 5, 6, 10]],
    [9, 10, [8, 9, 10]],
    [10, 10, [9, 10]],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it('counts pages of 10', () => {
    expect([0, 1, 10, 11, 100_000].map((n) => totalPages(n, 10))).toEqual([0, 1, 1, 2, 10_000]);
  });
});
