import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './dates';

describe('formatDay', () => {
  it('writes dd/mm/yyyy in Buenos Aires time, not the server clock', () => {
    // 02:30 UTC on 1 March is still 28 February in Buenos Aires (UTC-3).
    expect(formatDay('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDay('2026-03-01T03:30:00Z', '-')).toBe('01-03-2026');
  });
});

describe('formatDayTime', () => {
  it('uses Buenos Aires time (UTC-3) as dd/mm/yyyy hh:mm, 24 h', () => {
    expect(formatDayTime(new Date('2024-03-05T15:07:00Z'))).toBe('05/03/2024 12:07');
    expect(formatDayTime(new Date('2024-01-01T02:30:00Z'))).toBe('31/12/2023 23:30');
    expect(formatDayTime(new Date('2024-06-10T03:00:00Z'))).toBe('10/06/2024 00:00');
  });
});
