import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { policyRefund } from '../cancellation.js';
import { startOfDayIn } from '../../../core/dates.js';

// Check-in 2027-03-20 in New York. Daylight saving starts 2027-03-14, so the 14-day STRICT
// deadline falls in winter time (UTC-5) and the 1- and 5-day deadlines in summer time (UTC-4).
const stay = { checkIn: '2027-03-20', timeZone: 'America/New_York' };
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

describe('cancellation refund tables at their deadlines (hostel time zone)', () => {
  it('finds local midnight across a daylight-saving change', () => {
    assert.equal(startOfDayIn('2027-03-06', 'America/New_York').toISOString(), '2027-03-06T05:00:00.000Z');
    assert.equal(startOfDayIn('2027-03-15', 'America/New_York').toISOString(), '2027-03-15T04:00:00.000Z');
    assert.equal(startOfDayIn('2027-03-14', 'America/New_York').toISOString(), '2027-03-14T05:00:00.000Z');
    assert.equal(startOfDayIn('2027-01-10', 'Asia/Kolkata').toISOString(), '2027-01-09T18:30:00.000Z');
    assert.equal(startOfDayIn('2027-01-10', 'UTC').toISOString(), '2027-01-10T00:00:00.000Z');
    // Worked out once, answered again as a new Date each time (callers may change theirs).
    const again = startOfDayIn('2027-03-14', 'America/New_York');
    again.setUTCHours(0);
    assert.equal(startOfDayIn('2027-03-14', 'America/New_York').toISOString(), '2027-03-14T05:00:00.000Z');
  });

  it('FLEXIBLE: full refund until midnight one day before check-in, nothing after', () => {
    const deadline = '2027-03-19T04:00:00Z';
    assert.deepEqual(policyRefund('FLEXIBLE', stay, 10_001, at(deadline)), {
      percent: 100,
      amount: 10_001,
      until: at(deadline),
    });
    assert.deepEqual(policyRefund('FLEXIBLE', stay, 10_001, at(deadline, 1)), {
      percent: 0,
      amount: 0,
      until: null,
    });
  });

  it('MODERATE: full refund until 5 days before, half after (rounded down to the minor unit)', () => {
    const deadline = '2027-03-15T04:00:00Z';
    assert.deepEqual(policyRefund('MODERATE', stay, 10_001, at(deadline)), {
      percent: 100,
      amount: 10_001,
      until: at(deadline),
    });
    assert.deepEqual(policyRefund('MODERATE', stay, 10_001, at(deadline, 1)), {
      percent: 50,
      amount: 5_000,
      until: null,
    });
    assert.equal(policyRefund('MODERATE', stay, 10_001, at('2027-03-20T03:59:59Z')).percent, 50);
  });

  it('STRICT: half until 14 days before (winter time), nothing after', () => {
    const deadline = '2027-03-06T05:00:00Z';
    assert.deepEqual(policyRefund('STRICT', stay, 10_001, at(deadline)), {
      percent: 50,
      amount: 5_000,
      until: at(deadline),
    });
    assert.deepEqual(policyRefund('STRICT', stay, 10_001, at(deadline, 1)), {
      percent: 0,
      amount: 0,
      until: null,
    });
  });

  it('counts days in the hostel time zone, not UTC', () => {
    // 2027-01-09 20:00 UTC is already 2027-01-10 01:30 in Kolkata: less than 1 day before a 2027-01-11 check-in.
    const kolkata = { checkIn: '2027-01-11', timeZone: 'Asia/Kolkata' };
    assert.equal(policyRefund('FLEXIBLE', kolkata, 100, at('2027-01-09T18:30:00Z')).percent, 100);
    assert.equal(policyRefund('FLEXIBLE', kolkata, 100, at('2027-01-09T20:00:00Z')).percent, 0);
  });
});
