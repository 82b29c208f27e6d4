import { isPlainDate, MAX_STAY_NIGHTS, nightsBetween } from './dates.js';
import type { FieldRules } from './fields.js';

// The owner's bed blocks (walk-ins, repairs, another booking channel) and the availability
// calendar: the API refuses a block with these messages and the block form shows the same ones.

/** A block's optional note (why the beds are off sale), kept in the audit trail. */
export const BLOCK_REASON_MAX = 200;

export interface BedBlockFields {
  /** The first night taken off sale. */
  from: string;
  /** The day the beds are back on sale (its night is not included), like a stay's check-out. */
  to: string;
  beds: number | string;
  reason?: string | null;
}

/**
 * Checks a block or unblock of `totalBeds`-bed room type; returns the trimmed reason ('' for none).
 * Whether the beds are free (or blocked) on every night is the inventory's answer, not a field rule.
 */
export function checkBedBlock(rules: FieldRules, input: BedBlockFields, totalBeds: number): string {
  if (!input.from) rules.add('from', 'Choose the first night.');
  else if (!isPlainDate(input.from)) rules.add('from', 'The first night must be a date (YYYY-MM-DD).');
  if (!input.to) rules.add('to', 'Choose the day the beds are back on sale.');
  else if (!isPlainDate(input.to)) rules.add('to', 'The end must be a date (YYYY-MM-DD).');
  else if (isPlainDate(input.from)) {
    const nights = nightsBetween(input.from, input.to);
    if (nights < 1) rules.add('to', 'The end must be after the first night.');
    else if (nights > MAX_STAY_NIGHTS) rules.add('to', `Block at most ${MAX_STAY_NIGHTS} nights at a time.`);
  }
  rules.int('beds', input.beds, 'Beds', 1, totalBeds);
  return rules.text('reason', input.reason ?? '', 'The note', 0, BLOCK_REASON_MAX);
}

/** A calendar month as `YYYY-MM`. */
export const isPlainMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The first day of `month` and the first day of the month after it (plain dates). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
