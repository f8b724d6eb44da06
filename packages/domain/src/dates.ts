/** The operators' clock (DESIGN §3): business days and shifts are counted in Buenos Aires time. */
export const BUSINESS_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dayFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in Buenos Aires time, as the users list shows createdAt (SPEC §3). */
export function formatDay(date: Date | string, separator = '/'): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return [parts.day, parts.month, parts.year].join(separator);
}
