import type { PricePeriod } from '../gql/graphql';

// Dates and counts as the screens write them. Money is formatted by @hostel/common (formatMoney).

// One way to write a calendar day everywhere, in the viewer's locale: "23 Nov 2026", "Nov 23, 2026".
const DAY_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** An instant in the viewer's own time zone (or `timeZone`): "Mon, 24 Nov, 14:30". */
export function formatDeadline(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** "Africa/Accra" -> "Accra", "America/Port_of_Spain" -> "Port of Spain", "UTC" -> "UTC". */
export const zoneCityName = (timeZone: string) => timeZone.split('/').pop()!.replace(/_/g, ' ');

/**
 * A deadline as the hostel keeps it, in its own time zone and named, with the viewer's local time
 * beside it when their clock reads differently: "Wed, 25 Nov, 14:28 Accra time (Wed, 25 Nov, 23:28
 * your time)". Deadlines are computed where the hostel is, so this is the time that counts.
 */
export function formatHostelDeadline(
  iso: string,
  hostelTimeZone: string,
  locale?: string,
  viewerTimeZone?: string,
): string {
  const there = formatDeadline(iso, locale, hostelTimeZone);
  const here = formatDeadline(iso, locale, viewerTimeZone);
  const named = `${there} ${zoneCityName(hostelTimeZone)} time`;
  return there === here ? named : `${named} (${here} your time)`;
}

/** An instant's calendar day in the viewer's time zone, written like `formatDay`: "23 Nov 2026". */
export function formatDate(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { ...DAY_FORMAT, timeZone }).format(new Date(iso));
}

/** "2026-09-01" (a calendar day, no time zone) -> "1 Sep 2026". */
export function formatDay(day: string, locale?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { ...DAY_FORMAT, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/** 1 -> "1 night", 4 -> "4 nights". */
export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** 1 -> "1 bed", 2 -> "2 beds". */
export const bedsLabel = (beds: number) => `${beds} ${beds === 1 ? 'bed' : 'beds'}`;

const PERIOD_LABELS: Record<PricePeriod, string> = {
  NIGHT: 'night',
  MONTH: 'month',
  SEMESTER: 'semester',
};

/** What a price is per: "night", "month", "semester". */
export const periodLabel = (period: PricePeriod) => PERIOD_LABELS[period];
