import { addDays, businessDay, type Day } from '@panel/domain/date-range';
import { DASHBOARD_TEXTS } from './texts';

/** A range as the calendar holds it: both days included; the second is null while picking. */
export type PickedRange = [Day, Day | null];

export interface DatePreset {
  label: string;
  value: [Day, Day];
}

/** Today in Buenos Aires, whatever the browser's zone. */
export const businessToday = (): Day => businessDay(new Date());

const mondayOf = (day: Day): Day => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
};
const firstOfMonth = (day: Day): Day => `${day.slice(0, 8)}01`;

/**
 * The presets of docs/features/dashboard.md, weeks from Monday. Current periods run up to today (no empty days
 * ahead); previous ones are whole.
 */
export function datePresets(today: Day): DatePreset[] {
  const P = DASHBOARD_TEXTS.presets;
  const monday = mondayOf(today);
  const month = firstOfMonth(today);
  const lastMonth = firstOfMonth(addDays(month, -1));
  return [
    { label: P.today, value: [today, today] },
    { label: P.yesterday, value: [addDays(today, -1), addDays(today, -1)] },
    { label: P.thisWeek, value: [monday, today] },
    { label: P.lastWeek, value: [addDays(monday, -7), addDays(monday, -1)] },
    { label: P.thisMonth, value: [month, today] },
    { label: P.lastMonth, value: [lastMonth, addDays(month, -1)] },
    { label: P.thisYear, value: [`${today.slice(0, 4)}-01-01`, today] },
  ];
}
