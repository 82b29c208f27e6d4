import assert from 'node:assert/strict';
import { test } from 'vitest';
import { LISTING_LIMITS } from '../limits.js';
import { MONEY_MAX } from '../money.js';
import { monthlyEquivalent, priceStay, subtotalRangeFor } from '../pricing.js';

test('monthly equivalents: a night x 30, a month, a term over its months of 30 nights', () => {
  assert.equal(monthlyEquivalent({ pricePerBed: 7400, pricePeriod: 'NIGHT' }), 222000);
  assert.equal(monthlyEquivalent({ pricePerBed: 150000, pricePeriod: 'MONTH' }), 150000);
  const term = { checkIn: '2026-09-01', checkOut: '2026-12-30' }; // 120 nights
  assert.equal(monthlyEquivalent({ pricePerBed: 480000, pricePeriod: 'SEMESTER' }, term), 120000);
  assert.equal(monthlyEquivalent({ pricePerBed: 480000, pricePeriod: 'SEMESTER' }), null);
});

test('the monthly equivalent of the largest price fits an amount, whatever its period', () => {
  const price = LISTING_LIMITS.priceMax;
  const oneNightTerm = { checkIn: '2026-09-01', checkOut: '2026-09-02' }; // the dearest a term can be
  for (const [period, term] of [
    ['NIGHT', null],
    ['MONTH', null],
    ['SEMESTER', oneNightTerm],
  ] as const) {
    const monthly = monthlyEquivalent({ pricePerBed: price, pricePeriod: period }, term)!;
    assert.ok(monthly <= MONEY_MAX, `${period}: ${monthly}`);
  }
});

test('the subtotal range of a total range is exact for the fee priceStay adds', () => {
  for (const fee of [0, 10, 12.5, 7.3]) {
    for (const total of [0, 1, 99, 1000, 81400, 164999, 165000, 1234567]) {
      const { min, max } = subtotalRangeFor(fee, total, total);
      const totalOf = (subtotal: number) =>
        priceStay(
          { pricePerBed: subtotal, pricePeriod: 'SEMESTER', currency: 'GHS' },
          {
            checkIn: '2026-01-01',
            checkOut: '2026-01-02',
            beds: 1,
          },
          fee,
        ).total;
      // The largest subtotal within the bound, and the smallest reaching it.
      assert.ok(max! < 0 || totalOf(max!) <= total, `${fee} ${total}`);
      assert.ok(totalOf(max! + 1) > total, `${fee} ${total}`);
      assert.ok(totalOf(min!) >= total && (min === 0 || totalOf(min! - 1) < total), `${fee} ${total}`);
    }
  }
});
