import { controlCharactersMessage, hasControlCharacters } from './text.js';

/** Per-field messages keyed by the input's path (`name`, `roomTypes.0.totalBeds`), as BAD_USER_INPUT carries them. */
export type FieldErrors = Record<string, string>;

/** What a form or a refusal says about several bad fields at once. */
export const SOME_FIELDS_MESSAGE = 'Some fields need your attention.';

/** The one message that sums up the errors: the only one, or SOME_FIELDS_MESSAGE; null when none. */
export function summarizeFieldErrors(errors: FieldErrors): string | null {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return messages.length === 1 ? messages[0]! : SOME_FIELDS_MESSAGE;
}

/**
 * Collects per-field messages (the first one per field wins). The API refuses input with them and
 * the web forms show them, so both sides check through the same rules and say the same words.
 */
export class FieldRules {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** Trims and checks a text's length and characters; returns the trimmed text. */
  text(field: string, value: string, label: string, min: number, max: number): string {
    const trimmed = value.trim();
    if (hasControlCharacters(trimmed)) this.add(field, controlCharactersMessage(label));
    else if (min > 0 && trimmed.length === 0) this.add(field, `${label} is required.`);
    else if (trimmed.length < min) this.add(field, `${label} must be at least ${min} characters.`);
    else if (trimmed.length > max) this.add(field, `${label} must be at most ${max} characters.`);
    return trimmed;
  }

  /** A whole number in a range; a form's empty number field (a string) is not a number. */
  int(field: string, value: number | string, label: string, min: number, max: number): void {
    const number = typeof value === 'number' ? value : Number.NaN;
    if (!Number.isInteger(number)) this.add(field, `${label} must be a whole number.`);
    else if (number < min || number > max) this.add(field, `${label} must be between ${min} and ${max}.`);
  }

  /** Trimmed, de-duplicated tags such as amenities ("Wi-Fi", "Laundry"), at most `max.count` of `max.length`. */
  tags(field: string, values: string[], label: string, max: { count: number; length: number }): string[] {
    const cleaned = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
    if (cleaned.length > max.count) this.add(field, `Choose at most ${max.count} ${label}.`);
    if (cleaned.some((value) => value.length > max.length)) {
      this.add(field, `Each of the ${label} must be at most ${max.length} characters.`);
    }
    return cleaned;
  }
}
