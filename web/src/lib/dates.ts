// Every date a screen shows is written here, and only here (ESLint forbids toLocale*String and
// Intl.DateTimeFormat elsewhere), so a date reads the same on every screen and in every date picker;
// the moments and ranges come from @hostel/common, whose formatters the API's notices use too.
// The locale is the viewer's: `undefined` lets Intl take the browser's (navigator.language); the app
// has no locale setting of its own. Tests pass one to pin the expected strings.
//
// Styles: a day is Intl's medium date ("Nov 23, 2026", "23 Nov 2026", "23.11.2026"), a moment adds
// the short time ("Nov 23, 2026, 2:30 PM"), a stay is a range of days ("Nov 23 – Dec 2, 2026").

import { formatDateTime, formatInZoneNamed, utcDay } from '@hostel/common';

export { formatDateTime, formatDayRange, zoneCityName } from '@hostel/common';

const DAY = { dateStyle: 'medium' } as const;

/** "2026-09-01" (a calendar day, no time zone) -> "Sep 1, 2026" / "1 Sep 2026". */
export function formatDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' }).format(utcDay(day));
}

/** An instant's calendar day in the viewer's time zone (or `timeZone`), written like `formatDay`. */
export function formatDate(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { ...DAY, timeZone }).format(new Date(iso));
}

/** Only the time of an instant ("2:30 PM", "14:30"), for lists that show today's times alone. */
export function formatTime(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** "2026-11" -> "Nov 26" (short, under a chart's bar) or "November 2026" (a title). */
export function formatMonth(month: string, style: 'short' | 'long', locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(`${month}-01`));
}

/**
 * The locale ("en-US") and IANA time zone ("Africa/Accra") dates and prices are written in, as the
 * browser (or the server) reports them.
 */
export function viewerFormatting(): { locale: string; timeZone: string } {
  const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return { locale, timeZone };
}

/** The viewer's IANA time zone ("Africa/Accra"), as their browser reports it. */
export const viewerTimeZone = () => viewerFormatting().timeZone;

/**
 * A deadline as the hostel keeps it, in its own time zone and named, with the viewer's local time
 * beside it when their clock reads differently: "25 Nov 2026, 23:28 Accra time (26 Nov 2026, 08:28
 * your time)". Deadlines are computed where the hostel is, so this is the time that counts.
 */
export function formatHostelDeadline(
  iso: string,
  hostelTimeZone: string,
  locale?: string,
  viewerTimeZone?: string,
): string {
  const there = formatDateTime(iso, locale, hostelTimeZone);
  const here = formatDateTime(iso, locale, viewerTimeZone);
  const named = formatInZoneNamed(iso, hostelTimeZone, locale);
  return there === here ? named : `${named} (${here} your time)`;
}

/**
 * A @mantine/dates picker's local date-time value ("YYYY-MM-DD HH:mm:ss", no zone: the viewer's
 * clock) written like `formatDateTime`.
 */
export function formatPickerDateTime(value: string, locale?: string): string {
  const [day = '', time = '00:00:00'] = value.split(' ');
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return formatDateTime(new Date(y!, mo! - 1, d!, h ?? 0, mi ?? 0, s ?? 0), locale);
}
