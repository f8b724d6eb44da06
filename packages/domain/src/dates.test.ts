import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay', () => {
  it('writes dd/mm/yyyy in Buenos Aires time, not the server clock', () => {
    // 02:30 UTC on 1 March is still 28 February in Buenos Aires (UTC-3).
    expect(formatDay('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDay('2026-03-01T03:30:00Z', '-')).toBe('01-03-2026');
  });
});
