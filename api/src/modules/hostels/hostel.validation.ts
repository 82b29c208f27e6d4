import { badUserInput, type FieldErrors } from '../../core/errors.js';

// The same rules are shown by the web forms; keep the messages in step with them.
export const LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 5000,
  houseRulesMax: 2000,
  addressMax: 200,
  cityMax: 100,
  countryMax: 100,
  roomTypesMax: 20,
  roomNameMax: 60,
  roomDescriptionMax: 1000,
  bedsPerRoomMax: 50,
  totalBedsMax: 1000,
  amenitiesMax: 30,
  amenityMax: 40,
  photosMax: 30,
  captionMax: 200,
  priceMax: 100_000_000,
  termNameMax: 60,
  reasonMin: 5,
  reasonMax: 1000,
} as const;

/** Collects per-field messages; `throwIfAny` raises one BAD_USER_INPUT carrying all of them. */
export class FieldCheck {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** Trims and checks a text's length; returns the trimmed text. */
  text(field: string, value: string, label: string, min: number, max: number): string {
    const trimmed = value.trim();
    if (min > 0 && trimmed.length === 0) this.add(field, `${label} is required.`);
    else if (trimmed.length < min) this.add(field, `${label} must be at least ${min} characters.`);
    else if (trimmed.length > max) this.add(field, `${label} must be at most ${max} characters.`);
    return trimmed;
  }

  int(field: string, value: number, label: string, min: number, max: number): void {
    if (!Number.isInteger(value)) this.add(field, `${label} must be a whole number.`);
    else if (value < min || value > max) this.add(field, `${label} must be between ${min} and ${max}.`);
  }

  /** Trimmed, de-duplicated tags such as amenities ("Wi-Fi", "Laundry"). */
  tags(field: string, values: string[], label: string): string[] {
    const cleaned = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
    if (cleaned.length > LIMITS.amenitiesMax)
      this.add(field, `Choose at most ${LIMITS.amenitiesMax} ${label}.`);
    if (cleaned.some((value) => value.length > LIMITS.amenityMax)) {
      this.add(field, `Each of the ${label} must be at most ${LIMITS.amenityMax} characters.`);
    }
    return cleaned;
  }

  throwIfAny(): void {
    const messages = Object.values(this.errors);
    if (messages.length === 0) return;
    throw badUserInput(
      messages.length === 1 ? messages[0]! : 'Some fields need your attention.',
      this.errors,
    );
  }
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

export const isCurrency = (value: string) => /^[A-Z]{3}$/.test(value);

/** A calendar date as `YYYY-MM-DD` that really exists (no 2025-02-30). */
export function isPlainDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Nights between two plain dates (checkOut exclusive). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

export const MAX_STAY_NIGHTS = 366;

/** Validates optional stay dates given together; returns them when both are present. */
export function checkStay(
  check: FieldCheck,
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  prefix = '',
): { checkIn: string; checkOut: string } | undefined {
  if (!checkIn && !checkOut) return undefined;
  if (!checkIn) check.add(`${prefix}checkIn`, 'Choose a check-in date too.');
  else if (!isPlainDate(checkIn)) check.add(`${prefix}checkIn`, 'Check-in must be a date (YYYY-MM-DD).');
  if (!checkOut) check.add(`${prefix}checkOut`, 'Choose a check-out date too.');
  else if (!isPlainDate(checkOut)) check.add(`${prefix}checkOut`, 'Check-out must be a date (YYYY-MM-DD).');
  if (!checkIn || !checkOut || !isPlainDate(checkIn) || !isPlainDate(checkOut)) return undefined;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) check.add(`${prefix}checkOut`, 'Check-out must be after check-in.');
  else if (nights > MAX_STAY_NIGHTS)
    check.add(`${prefix}checkOut`, `A stay can last at most ${MAX_STAY_NIGHTS} nights.`);
  return nights >= 1 && nights <= MAX_STAY_NIGHTS ? { checkIn, checkOut } : undefined;
}
