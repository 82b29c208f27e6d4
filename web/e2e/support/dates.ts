// The app's day fields (components/day-input) fetch their picker when focused, take a typed
// YYYY-MM-DD and, once left, show the day as every screen writes it; the browser's locale is fixed
// (browser.ts), so that is "Nov 23, 2026".
import type { Locator } from 'playwright-core';
import { formatDay } from '../../src/lib/dates.js';
import { LOCALE, waitForValue } from './browser.js';

/**
 * Goes to a day field, types a day once it takes typing, leaves the field, and waits until it shows
 * the day written out.
 */
export async function fillDay(field: Locator, day: string): Promise<void> {
  await field.focus();
  await field.fill(day);
  await field.blur();
  await waitForValue(field, formatDay(day, LOCALE));
}
