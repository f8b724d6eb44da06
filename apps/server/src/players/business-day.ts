import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import type { Day } from '@panel/domain/date-range';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes the business zone is ahead of UTC at an instant ('GMT-03:00' → -180). */
function zoneOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** 00:00 of a Buenos Aires day as an instant (docs/features/money.md: queries run from 00:00 to 00:00). */
export function businessDayStart(day: Day): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMinutes(utcMidnight) * 60_000);
}
