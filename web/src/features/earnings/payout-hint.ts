import { formatMoney } from '@hostel/common';
import { formatDateTime } from '../../lib/dates';

export interface PayoutTotals {
  currency: string;
  pending: number;
  available: number;
  requested: number;
  nextAvailableAt?: string | null;
}

/**
 * Why "Request payout" is disabled and when it will not be, or null when a payout can be requested.
 * Earnings are held until 24 hours after the student checks in, then become available.
 */
export function payoutHint(
  totals: readonly PayoutTotals[],
  locale?: string,
  timeZone?: string,
): string | null {
  if (totals.some((t) => t.available > 0)) return null;
  const requested = totals.filter((t) => t.requested > 0);
  const next = totals
    .filter((t) => t.pending > 0 && t.nextAvailableAt)
    .sort((a, b) => Date.parse(a.nextAvailableAt!) - Date.parse(b.nextAvailableAt!))[0];
  const parts = [
    requested.length > 0
      ? `Your payout request of ${requested.map((t) => formatMoney(t.requested, t.currency)).join(' and ')} is being processed.`
      : 'Nothing is available to pay out yet.',
    'Earnings become available 24 hours after the student checks in.',
    next
      ? `The next ones become available on ${formatDateTime(next.nextAvailableAt!, locale, timeZone)}; you can request a payout from then.`
      : 'You can request a payout once a paid guest has checked in.',
  ];
  return parts.join(' ');
}
