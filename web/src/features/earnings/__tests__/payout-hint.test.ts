import { describe, expect, it } from 'vitest';
import { formatMoney } from '@hostel/common';
import { formatDateTime } from '../../../lib/dates';
import { payoutHint } from '../payout-hint';

const ghs = { currency: 'GHS', pending: 0, available: 0, requested: 0, nextAvailableAt: null };

describe('payoutHint: why "Request payout" is disabled, and until when', () => {
  it('says nothing while a payout can be requested', () => {
    expect(payoutHint([{ ...ghs, available: 1000, pending: 500 }])).toBeNull();
  });

  it('names when the next earnings become available, and the 24-hour rule', () => {
    const hint = payoutHint(
      [
        { ...ghs, pending: 9000, nextAvailableAt: '2026-12-03T00:00:00.000Z' },
        { ...ghs, currency: 'USD', pending: 4000, nextAvailableAt: '2026-12-01T22:00:00.000Z' },
      ],
      'en-GB',
      'UTC',
    );
    expect(hint).toBe(
      'Nothing is available to pay out yet. Earnings become available 24 hours after the student checks in. ' +
        `The next ones become available on ${formatDateTime('2026-12-01T22:00:00.000Z', 'en-GB', 'UTC')}; ` +
        'you can request a payout from then.',
    );
  });

  it('mentions a payout already requested', () => {
    expect(payoutHint([{ ...ghs, requested: 2000 }])).toBe(
      `Your payout request of ${formatMoney(2000, 'GHS')} is being processed. Earnings become available ` +
        '24 hours after the student checks in. You can request a payout once a paid guest has checked in.',
    );
  });
});
