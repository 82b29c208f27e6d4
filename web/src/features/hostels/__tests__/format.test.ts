import { describe, expect, it } from 'vitest';
import { formatMoney, toMajorUnits, toMinorUnits } from '@hostel/common';
import { formatDistance, formatPrice, formatRating, placeLine } from '../format';

describe('money in minor units', () => {
  it('formats minor units with the currency and its digits', () => {
    expect(formatMoney(12050, 'USD', 'en-US')).toBe('$120.50');
    expect(formatMoney(45000, 'USD', 'en-US')).toBe('$450');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(45000, 'GHS', 'en-US')).toMatch(/450/);
  });

  it('formats a price with its period', () => {
    expect(formatPrice({ amount: 45000, currency: 'USD', period: 'MONTH' }, 'en-US')).toBe('$450 / month');
    expect(formatPrice({ amount: 999, currency: 'USD', period: 'NIGHT' }, 'en-US')).toBe('$9.99 / night');
    expect(formatPrice({ amount: 250000, currency: 'USD', period: 'SEMESTER' }, 'en-US')).toBe(
      '$2,500 / semester',
    );
  });

  it('turns typed amounts into minor units and back', () => {
    expect(toMinorUnits('120.5', 'GHS')).toBe(12050);
    expect(toMinorUnits('450', 'GHS')).toBe(45000);
    expect(toMinorUnits(' 0.99 ', 'USD')).toBe(99);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1.234', 'GHS')).toBeNull();
    expect(toMinorUnits('12,50', 'GHS')).toBeNull();
    expect(toMinorUnits('', 'GHS')).toBeNull();
    expect(toMajorUnits(12050, 'GHS')).toBe('120.5');
  });
});

describe('distances and ratings', () => {
  it('reads like a person would say it', () => {
    expect(formatDistance(847)).toBe('850 m');
    expect(formatDistance(2340)).toBe('2.3 km');
    expect(formatDistance(12400)).toBe('12 km');
    expect(formatRating(0, 0)).toBe('No reviews yet');
    expect(formatRating(4.25, 1)).toBe('4.3 (1 review)');
    expect(formatRating(3.5, 12)).toBe('3.5 (12 reviews)');
    expect(placeLine('83 Bomso Road, Kumasi', 'Kumasi', 'Ghana')).toBe('83 Bomso Road, Kumasi, Ghana');
    expect(placeLine('', 'Accra', null)).toBe('Accra');
  });
});
