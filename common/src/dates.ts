import type { FieldRules } from './fields.js';

// Stay dates are plain calendar dates (YYYY-MM-DD) with no time zone; a hostel's own IANA time zone
// says when its days begin.

/** A calendar date as `YYYY-MM-DD` that really exists (no 2025-02-30). */
export function isPlainDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An IANA time zone name the runtime knows ("Africa/Accra", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '' || value !== value.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Nights between two plain dates (checkOut exclusive). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The plain date `days` after (or before, when negative) `value`. */
export const addDays = (value: string, days: number): string =>
  new Date(Date.parse(`${value}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Making a formatter costs far more than using one (search asks on every request): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day at `now` in an IANA time zone, YYYY-MM-DD. */
export function plainDateIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** "Africa/Accra" -> "Accra", "America/Port_of_Spain" -> "Port of Spain", "UTC" -> "UTC". */
export const zoneCityName = (timeZone: string) => timeZone.split('/').pop()!.replace(/_/g, ' ');

// How people read dates, the same in the app (the viewer's locale: `undefined` is the runtime's)
// and in the API's notices and e-mails (English): a day is Intl's medium date ("Nov 23, 2026",
// "23 Nov 2026"), a moment adds the short time, a stay is a range of days ("Nov 23 – Dec 2, 2026").
const DAY = { dateStyle: 'medium' } as const;
const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A plain calendar day (`YYYY-MM-DD`, no time zone) as the Date Intl formats in UTC. */
export const utcDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/** An instant with its time, in the runtime's time zone (or `timeZone`): "Nov 24, 2026, 2:30 PM". */
export function formatDateTime(at: string | Date, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { ...MOMENT, timeZone }).format(new Date(at));
}

/** An instant where the hostel is, its zone named: "Nov 24, 2026, 2:30 PM Accra time". */
export const formatInZoneNamed = (at: string | Date, timeZone: string, locale?: string) =>
  `${formatDateTime(at, locale, timeZone)} ${zoneCityName(timeZone)} time`;

/**
 * Two plain days as one range, sharing what they share: "Nov 23 – Dec 2, 2026", "23 – 28 Nov 2026".
 * Plain spaces around the dash: ICU versions differ there (thin in Node's, plain in Chromium's), and
 * the page the server renders must read as the browser's render of it does.
 */
export function formatDayRange(first: string, last: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' })
    .formatRange(utcDay(first), utcDay(last))
    .replaceAll('\u2009', ' ');
}

/**
 * The time zones that reach a day last (UTC-12) and first (UTC+14): a check-in before the day of the
 * last is past for every hostel; one before the day of the first is past for some.
 */
export const LAST_ZONE = 'Etc/GMT+12';
export const FIRST_ZONE = 'Etc/GMT-14';

/** Why a stay starting before today (where the hostel is) is refused: the quote's and search's words. */
export const CHECK_IN_NOT_PAST = 'Check-in can be today at the earliest (in the hostel’s time zone).';

/** The longest stay. A term (a semester room's dates) is let as one stay, so it has the same bound. */
export const MAX_STAY_NIGHTS = 366;

/** Whether the nights from checkIn up to checkOut are more than a stay (or a term) may last. */
export const isOverlongStay = (checkIn: string, checkOut: string) =>
  nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS;

/** Checks optional stay dates given together; returns them when both are there and make a stay. */
export function checkStay(
  rules: FieldRules,
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  prefix = '',
): { checkIn: string; checkOut: string } | undefined {
  if (!checkIn && !checkOut) return undefined;
  if (!checkIn) rules.add(`${prefix}checkIn`, 'Choose a check-in date too.');
  else if (!isPlainDate(checkIn)) rules.add(`${prefix}checkIn`, 'Check-in must be a date (YYYY-MM-DD).');
  if (!checkOut) rules.add(`${prefix}checkOut`, 'Choose a check-out date too.');
  else if (!isPlainDate(checkOut)) rules.add(`${prefix}checkOut`, 'Check-out must be a date (YYYY-MM-DD).');
  if (!checkIn || !checkOut || !isPlainDate(checkIn) || !isPlainDate(checkOut)) return undefined;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) rules.add(`${prefix}checkOut`, 'Check-out must be after check-in.');
  else if (isOverlongStay(checkIn, checkOut))
    rules.add(`${prefix}checkOut`, `A stay can last at most ${MAX_STAY_NIGHTS} nights.`);
  return nights >= 1 && !isOverlongStay(checkIn, checkOut) ? { checkIn, checkOut } : undefined;
}
