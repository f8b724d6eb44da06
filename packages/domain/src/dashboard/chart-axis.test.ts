import { describe, expect, it } from 'vitest';
import { axisTicks, playerAxisStep, minutesAxisStep, VALUE_AXIS_STEP } from './chart-axis';

describe('chart axis steps (docs/features/dashboard.md)', () => {
  it('steps the client bars by 100 above 500 players, else by 40', () => {
    expect(playerAxisStep(501)).toBe(100);
    expect(playerAxisStep(500)).toBe(40);
  });

  it('steps the minutes by the average of the three shifts', () => {
    expect(minutesAxisStep([100, 200, 149])).toBe(60); // average 149.7
    expect(minutesAxisStep([150, 150, 150])).toBe(120);
    expect(minutesAxisStep([299, 300, 300])).toBe(120);
    expect(minutesAxisStep([300, 300, 300])).toBe(240);
    expect(minutesAxisStep([600, 600, 600])).toBe(480);
    expect(minutesAxisStep([0, 0, 0])).toBe(60);
  });

  it('keeps the spec step while it draws few ticks', () => {
    expect(axisTicks(3500, VALUE_AXIS_STEP)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(axisTicks(0, 40)).toEqual([0, 40]);
    expect(axisTicks(200, 60)).toEqual([0, 60, 120, 180, 240]);
  });

  it('grows the step by 2, 5, 10… of the spec step when there would be too many ticks', () => {
    expect(axisTicks(12_000, VALUE_AXIS_STEP)).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000]);
    const big = axisTicks(1_234_567, VALUE_AXIS_STEP);
    expect(big.length).toBeLessThanOrEqual(9);
    expect(big.every((tick) => tick % VALUE_AXIS_STEP === 0)).toBe(true);
    expect(big.at(-1)).toBeGreaterThanOrEqual(1_234_567);
  });
});
