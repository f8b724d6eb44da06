import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '../date-range';
import { bucketUnit, playerListQuery, shiftOfHour, statsBody } from './dashboard-stats';

describe('dashboard payloads', () => {
  it('reads {value: [start, end], options} with the docs/features/money.md range rule', () => {
    expect(statsBody.parse({ value: ['2024-05-01', '2024-05-01'], options: 'Valor' })).toEqual({
      value: { start: '2024-05-01', end: '2024-05-02' },
      options: 'Valor',
    });
    expect(statsBody.safeParse({ value: ['2024-05-01'], options: 'Otro' }).success).toBe(false);
  });

  it('reads the CSV list query with the same rule', () => {
    expect(playerListQuery.parse({ list: 'noLoads7', start: '2024-05-01' })).toEqual({
      list: 'noLoads7',
      range: { start: '2024-05-01', end: '2024-05-02' },
    });
    const refused = playerListQuery.safeParse({ list: 'total', start: '2024-05-02', end: '2024-05-01' });
    expect(refused.error?.issues[0]?.message).toBe(DATE_RANGE_MESSAGES.endBeforeStart);
  });
});

describe('shifts and buckets', () => {
  it('puts each Buenos Aires hour in its shift: 08–16, 16–00, 00–08', () => {
    expect([8, 15, 16, 23, 0, 7].map(shiftOfHour)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('draws up to 62 days day by day, longer ranges by month', () => {
    expect(bucketUnit({ start: '2024-05-01', end: '2024-07-02' })).toBe('day');
    expect(bucketUnit({ start: '2024-05-01', end: '2024-07-03' })).toBe('month');
  });
});
