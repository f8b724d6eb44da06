/** The operators' clock (docs/features/money.md): business days and shifts are counted in Buenos Aires time. */
export const BUSINESS_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dayFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in Buenos Aires time, as the users list shows createdAt (docs/features/money.md). */
export function formatDay(date: Date | string, separator = '/'): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return [parts.day, parts.month, parts.year].join(separator);
}

const dayTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/yyyy hh:mm' (24 h) in Buenos Aires time. */
export function formatDayTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('date is invalid');
  const parts = Object.fromEntries(dayTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
