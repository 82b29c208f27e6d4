import {
  FieldRules,
  isPlainDate,
  nightsBetween,
  reasonError,
  searchTextError,
  summarizeFieldErrors,
} from '@hostel/common';
import { badUserInput, type FieldErrors } from './errors.js';

/** The shared field rules; `throwIfAny` refuses the input with one BAD_USER_INPUT carrying every message. */
export class FieldCheck extends FieldRules {
  throwIfAny(): void {
    const message = summarizeFieldErrors(this.errors);
    if (message !== null) throw badUserInput(message, this.errors);
  }
}

/** A reason someone else will read (a rejection, a decline, a cancellation); returns it trimmed. */
export function checkReason(reason: string, field = 'reason'): string {
  const message = reasonError(reason);
  if (message) throw badUserInput(message, { [field]: message });
  return reason.trim();
}

/** The search text of an admin list, trimmed ('' for none); `field` is its key in the input. */
export function checkSearchText(search: string | null | undefined, field: string): string {
  const text = search?.trim() ?? '';
  const message = searchTextError(text);
  if (message) throw badUserInput(message, { [field]: message });
  return text;
}

/** Calendar days of a filter, both ends included; either may be left open unless `required`. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/**
 * Checks a range of plain dates (YYYY-MM-DD) given by `fields` (their keys in the input): each a real
 * day, `to` not before `from`, and at most `maxDays` days long when both are there.
 */
export function checkDateRange(
  range: { from?: string | null; to?: string | null },
  fields: { from: string; to: string },
  options: { required?: boolean; maxDays?: number } = {},
): DateRange {
  const errors: FieldErrors = {};
  const from = range.from?.trim() || null;
  const to = range.to?.trim() || null;
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === null && options.required) errors[fields[key]] = 'Choose a day.';
    else if (value !== null && !isPlainDate(value)) errors[fields[key]] = 'Give a day as YYYY-MM-DD.';
  }
  if (Object.keys(errors).length === 0 && from && to) {
    const days = nightsBetween(from, to) + 1;
    if (days < 1) errors[fields.to] = 'The last day cannot be before the first.';
    else if (options.maxDays && days > options.maxDays)
      errors[fields.to] = `Choose at most ${options.maxDays} days.`;
  }
  const message = Object.values(errors)[0];
  if (message) throw badUserInput(message, errors);
  return { from, to };
}
