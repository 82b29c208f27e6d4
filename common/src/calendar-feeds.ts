import type { FieldRules } from './fields.js';

/** Limits of the iCal feeds an owner imports into a room type from other booking channels. */
export const CALENDAR_FEED_LIMITS = {
  nameMax: 60,
  urlMax: 2000,
  /** Feeds per room type. */
  perRoomType: 10,
} as const;

export interface CalendarFeedFields {
  name: string;
  url: string;
  /** Beds each event blocks; null: the event's own count (this product's feeds), else every bed. */
  beds?: number | null;
}

/**
 * Checks a feed's fields for a `totalBeds`-bed room type; returns the trimmed name and URL. Whether
 * the URL's host is public is the API's answer (it resolves it), not a field rule.
 */
export function checkCalendarFeed(
  rules: FieldRules,
  input: CalendarFeedFields,
  totalBeds: number,
): { name: string; url: string } {
  const name = rules.text('name', input.name, 'The name', 1, CALENDAR_FEED_LIMITS.nameMax);
  const url = rules.text('url', input.url, 'The URL', 1, CALENDAR_FEED_LIMITS.urlMax);
  if (url && !/^https?:\/\//i.test(url)) rules.add('url', 'The URL must start with https://.');
  if (input.beds !== null && input.beds !== undefined) rules.int('beds', input.beds, 'Beds', 1, totalBeds);
  return { name, url };
}
