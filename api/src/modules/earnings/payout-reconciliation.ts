import { badUserInput } from '../../core/errors.js';
import { csvLine } from '../../core/csv.js';
import type { Database } from '../../core/db.js';
import { reconciliationRows } from './earning.sql.js';

export interface ReconciliationRow {
  month: string;
  currency: string;
  /** What students paid, for the payments made in the month. */
  takenAmount: number;
  refundedAmount: number;
  platformFeeAmount: number;
  /** Net paid out to owners (PAID_OUT). */
  paidOutAmount: number;
  /** Net the platform still holds for owners: pending, payable, or in a payout not yet paid. */
  heldAmount: number;
  /** taken - (refunded + fees + paid out + held): 0 when the books balance. */
  differenceAmount: number;
}

/**
 * The month's money per currency, each term from its own table: payments taken (Payment), refunds
 * (Refund), the platform's fees, owners' payouts and what is still held (Earning). The payments of
 * the month are those whose ledger entry is dated in it (UTC), i.e. paid then.
 */
export async function reconciliation(db: Database, month: string): Promise<ReconciliationRow[]> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    const message = 'Give the month as YYYY-MM, e.g. 2026-11.';
    throw badUserInput(message, { month: message });
  }
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const rows = await reconciliationRows(db.query, start, end);
  return rows.map((row) => ({
    month,
    ...row,
    differenceAmount:
      row.takenAmount - row.refundedAmount - row.platformFeeAmount - row.paidOutAmount - row.heldAmount,
  }));
}

const COLUMNS = [
  'month',
  'currency',
  'takenAmount',
  'refundedAmount',
  'platformFeeAmount',
  'paidOutAmount',
  'heldAmount',
  'differenceAmount',
] as const;

/** The same rows as CSV (amounts in minor units), a header first. */
export const reconciliationCsv = (rows: ReconciliationRow[]) =>
  [csvLine(COLUMNS), ...rows.map((row) => csvLine(COLUMNS.map((key) => row[key])))].join('');
