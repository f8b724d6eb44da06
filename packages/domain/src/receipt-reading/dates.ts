/**
 * Dates and times as receipts print them (docs/features/receipt-reading.md): 12/03/2026, 12-03-26,
 * 12.03.2026, 2026-03-12, "12 de marzo de 2026", "12 mar 2026", "12 set. 2026" (setiembre); times in
 * 24 h or 12 h (a. m. / p. m.), with or without seconds, with 'hs' or 'h' after. Works on normalized
 * text (lower case, no accents).
 */
const MONTHS: Record<string, number> = {
  ene: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
};

const two = (n: number) => String(n).padStart(2, '0');

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

function valid(year: number, month: number, day: number, start: number, end: number): Found<string> | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return { value: `${year}-${two(month)}-${two(day)}`, start, end };
}

/** The first day written in a normalized line. */
export function dateIn(norm: string): Found<string> | null {
  const iso = /(?<![\d/.-])(20\d{2})-(\d{2})-(\d{2})(?![\d/-])/.exec(norm);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]), iso.index, iso.index + iso[0].length);
  const numeric = /(?<![\d/.,-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.,-]*\d)/.exec(norm);
  if (numeric) {
    const year = numeric[4]!.length === 2 ? 2000 + Number(numeric[4]) : Number(numeric[4]);
    return valid(
      year,
      Number(numeric[3]),
      Number(numeric[1]),
      numeric.index,
      numeric.index + numeric[0].length,
    );
  }
  const worded = /\b(\d{1,2})\s*(?:de\s+)?([a-z]{3})[a-z]*\.?,?\s*(?:de\s+|del\s+)?(\d{4})\b/.exec(norm);
  if (worded) {
    const month = MONTHS[worded[2]!];
    if (month)
      return valid(
        Number(worded[3]),
        month,
        Number(worded[1]),
        worded.index,
        worded.index + worded[0].length,
      );
  }
  return null;
}

/**
 * The first time of day in a normalized text: '14:35', '14:35:10', '9.05', '3:30 p. m.', '03:30pm',
 * '14:35 hs'. A dot separates hours and minutes only when nothing but a time could be meant (not
 * inside an amount like 1.500,50 or a date).
 */
export function timeIn(norm: string): Found<string> | null {
  const match =
    /(?<![\d.,:/])([01]?\d|2[0-3])([:.])([0-5]\d)(?:\2([0-5]\d))?(?![\d,/]|\.\d)\s*(?:(a|p)\.?\s?m\b\.?)?/.exec(
      norm,
    );
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[5];
  // '15:30 p. m.' is still 15:30: only 1 to 12 are 12-hour clock hours.
  if (half && hours >= 1 && hours <= 12) hours = (hours % 12) + (half === 'p' ? 12 : 0);
  return {
    value: `${two(hours)}:${match[3]}:${match[4] ?? '00'}`,
    start: match.index,
    end: match.index + match[0].length,
  };
}
