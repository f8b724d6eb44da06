/**
 * Buenos Aires business time for the server's queries (docs/features/money.md: days run from 00:00
 * to 00:00 there), in SQL for the database to convert and in JavaScript for bound instants. Below the
 * features: the dashboard, the audit trail, the operator figures and the players' history all read it.
 */
import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import type { Day } from '@panel/domain/date-range';

export const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** 00:00 of a Buenos Aires day as an instant, worked out by the database. */
export const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;

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

/** 00:00 of a Buenos Aires day as an instant, worked out here (a bound parameter, a test's clock). */
export function businessDayStart(day: Day): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMinutes(utcMidnight) * 60_000);
}
