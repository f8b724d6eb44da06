/** Spanish month and weekday names and two-digit fields, as both receipt corpora print dates. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The weekday's name of a calendar date (month 1–12). */
export const weekdayOf = (d: { year: number; month: number; day: number }) =>
  WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;

export const twoDigits = (n: number) => String(n).padStart(2, '0');

export const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);
