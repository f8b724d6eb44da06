import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from './dates';

/**
 * Date ranges of docs/features/money.md: 'If the second date is empty or equals the first, it becomes the next day.
 * Queries run from 00:00 of the first date to 00:00 of the second.' Days are calendar days in Buenos
 * Aires ('YYYY-MM-DD'); the server turns them into instants in SQL (`AT TIME ZONE`), so the rule
 * holds whatever the clock of the server or the browser.
 */
export type Day = string;

/** A resolved range: from 00:00 of `start` (included) to 00:00 of `end` (excluded), Buenos Aires. */
export interface DayRange {
  start: Day;
  end: Day;
}

/** Long enough for 'Este año' and a comparison with the year before; bounds the work of one query. */
export const MAX_RANGE_DAYS = 732;

/**
 * The calendar the panel answers about: the business did not exist before 2000, and a date past
 * 2100 is a typing mistake or a probe (the day after 9999-12-31 is not even a 4-digit year). The
 * excluded end of a range may be the day after the last one.
 */
export const FIRST_DAY: Day = '2000-01-01';
export const LAST_DAY: Day = '2100-12-31';

export const DATE_RANGE_MESSAGES = {
  invalidDay: 'Fecha inválida: use el formato AAAA-MM-DD',
  outOfCalendar: 'Las fechas deben estar entre el 01/01/2000 y el 31/12/2100',
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial',
  tooLong: 'El rango de fechas no puede superar los dos años',
} as const;

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Calendar arithmetic on UTC midnights: no clock and no time zone takes part. */
function dayToUtc(day: Day): number {
  const [, y, m, d] = DAY_SHAPE.exec(day)!;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function utcToDay(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isDay(value: string): boolean {
  return DAY_SHAPE.test(value) && utcToDay(dayToUtc(value)) === value;
}

export function addDays(day: Day, days: number): Day {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Buenos Aires calendar day an instant falls on. */
export function businessDay(instant: Date): Day {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A day as the wire carries it: 'YYYY-MM-DD', or a full ISO date-time (what a browser's Date becomes
 * in JSON), read as its Buenos Aires day. Anything else is null.
 */
export function toDay(value: string): Day | null {
  if (isDay(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : businessDay(instant);
}

/** The docs/features/money.md rule. Throws nothing: callers check `end > start` and the span with `dateRangeMessage`. */
export function resolveDateRange(start: Day, end?: Day | null): DayRange {
  return { start, end: !end || end === start ? addDays(start, 1) : end };
}

/** The first broken rule of a resolved range, or undefined. */
export function dateRangeMessage(range: DayRange): string | undefined {
  // The start first: the day after 9999-12-31 is '+010000-01-01', which no longer compares as text.
  if (range.start < FIRST_DAY || range.start > LAST_DAY || range.end > addDays(LAST_DAY, 1)) {
    return DATE_RANGE_MESSAGES.outOfCalendar;
  }
  const span = daysBetween(range.start, range.end);
  if (span <= 0) return DATE_RANGE_MESSAGES.endBeforeStart;
  if (span > MAX_RANGE_DAYS) return DATE_RANGE_MESSAGES.tooLong;
  return undefined;
}

/** How the OpenAPI document states a day on the wire (docs/api-contracts.md). */
export const DAY_ON_THE_WIRE = { format: 'date', example: '2026-01-15' };

const wireDay = z
  .string()
  .transform((value, ctx) => {
    const day = toDay(value);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.invalidDay });
      return z.NEVER;
    }
    return day;
  })
  .meta(DAY_ON_THE_WIRE);

/** `[start, end]` of a request, end optional or empty; resolved and checked. */
export const dateRangeValue = z
  .tuple([wireDay, z.union([z.literal(''), wireDay]).nullish()])
  .transform(([start, end], ctx): DayRange => {
    const range = resolveDateRange(start, end || null);
    const message = dateRangeMessage(range);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return range;
  });

/** A query's `start` and optional `end` days (docs/features/money.md). */
export const dayRangeFields = {
  start: z.string().max(40).meta(DAY_ON_THE_WIRE),
  end: z.string().max(40).meta(DAY_ON_THE_WIRE).optional(),
};

/** Reads a query's days as one checked range inside a zod transform; its broken rule becomes the issue. */
export function readDayRange(query: { start: string; end?: string }, ctx: z.RefinementCtx): DayRange {
  const parsed = dateRangeValue.safeParse([query.start, query.end]);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
}

/** A query that is a range of days and nothing else. */
export const dayRangeQuery = z.object(dayRangeFields).transform(readDayRange);

/**
 * A range picked in a calendar names the days it covers, both included; the wire's end is the
 * excluded 00:00 after the last one. 'Hoy' [d, d] and 'Esta semana' [lunes, domingo] then cover every
 * day the picker shows.
 */
export function pickedToWire(first: Day, last: Day | null): [Day, Day] {
  return [first, addDays(last ?? first, 1)];
}
