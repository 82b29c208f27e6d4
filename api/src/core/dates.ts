// Stay dates are plain calendar dates (YYYY-MM-DD, stored as `date`); deadlines are instants. The
// bridge between them is always the hostel's own time zone, so nobody is off by one day.

export const toPlainDate = (date: Date): string => date.toISOString().slice(0, 10);
export const fromPlainDate = (value: string): Date => new Date(`${value}T00:00:00Z`);
import { formatDayRange, formatInZoneNamed } from '@hostel/common';
export { addDays } from '@hostel/common';

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'parts', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The API writes its notices and e-mails in English, dates in the reader's stored locale (the one
 * their browser shows the app in) or, without one, in this.
 */
export const TEXT_LOCALE = 'en-US';

/** An instant as people read it where the hostel is, zone named: "Nov 26, 2026, 2:00 PM Berlin time". */
export const formatInZone = (at: Date, timeZone: string, locale?: string | null): string =>
  formatInZoneNamed(at, timeZone, locale ?? TEXT_LOCALE);

/** A stay's days as one range: "Nov 23 – 28, 2026" (en-GB: "23 – 28 Nov 2026"). */
export const formatStayDays = (checkIn: string, checkOut: string, locale?: string | null): string =>
  formatDayRange(checkIn, checkOut, locale ?? TEXT_LOCALE);

/** Today's date (YYYY-MM-DD) where the hostel is: inventory before it is history. */
export function todayIn(timeZone: string, now = new Date()): string {
  return formatter('date', timeZone).format(now);
}

/** Milliseconds the zone is ahead of UTC at an instant (e.g. +3 600 000 for Europe/Paris in winter). */
function zoneOffset(timeZone: string, at: number): number {
  const parts = formatter('parts', timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

// Every reservation request computes a midnight (its deadline's cap), and a zone's rules never
// change while the process runs: each (zone, date) is worked out once. Bounded, then started over.
const MIDNIGHTS_MAX = 10_000;
const midnights = new Map<string, number>();

/**
 * The instant a wall-clock midnight of `date` happens in `timeZone`. Two passes settle the offset
 * across a daylight-saving change on that day.
 */
export function startOfDayIn(date: string, timeZone: string): Date {
  const key = `${timeZone}|${date}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    const wall = fromPlainDate(date).getTime();
    instant = wall - zoneOffset(timeZone, wall);
    instant = wall - zoneOffset(timeZone, instant);
    if (midnights.size >= MIDNIGHTS_MAX) midnights.clear();
    midnights.set(key, instant);
  }
  return new Date(instant);
}

export const hoursFrom = (instant: Date, hours: number): Date =>
  new Date(instant.getTime() + hours * 3_600_000);
