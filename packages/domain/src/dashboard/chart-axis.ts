/**
 * Chart axis steps of docs/features/dashboard.md. The spec's step is the tick unit; when it would draw more than
 * `maxTicks` ticks (a year of loads in steps of $ 1.000), the step grows by 2, 5, 10… of that unit so
 * the chart stays readable and every tick is still a multiple of the spec's step.
 */
export const VALUE_AXIS_STEP = 1000;

export function playerAxisStep(total: number): number {
  return total > 500 ? 100 : 40;
}

/** By the average of the three shift averages, in minutes. */
export function minutesAxisStep(shiftAverages: readonly number[]): number {
  const average = shiftAverages.reduce((sum, v) => sum + v, 0) / (shiftAverages.length || 1);
  if (average < 150) return 60;
  if (average < 300) return 120;
  if (average < 600) return 240;
  return 480;
}

/** 1, 2, 5, 10, 20, 50, … */
function* growth(): Generator<number> {
  for (let power = 1; ; power *= 10) for (const m of [1, 2, 5]) yield m * power;
}

/** Ticks from 0 to the first multiple of the step at or above `max` (at least one step). */
export function axisTicks(max: number, baseStep: number, maxTicks = 8): number[] {
  let step = baseStep;
  for (const m of growth()) {
    step = baseStep * m;
    if (Math.ceil(max / step) <= maxTicks) break;
  }
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}
