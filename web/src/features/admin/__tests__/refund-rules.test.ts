import { describe, expect, it } from 'vitest';
import { describeRefund, parseRefund } from '../reservations/refund-rules';

describe('parseRefund', () => {
  it('turns major units into minor units, never more than what is left to refund', () => {
    expect(parseRefund('5.5', 2200, 'USD')).toEqual({ amount: 550, error: null });
    expect(parseRefund(' 22 ', 2200, 'USD')).toEqual({ amount: 2200, error: null });
    expect(parseRefund('0', 2200, 'USD')).toEqual({ amount: 0, error: null });
    expect(parseRefund('22.01', 2200, 'USD').error).toBe(
      'At most $22 can be refunded: what was paid minus earlier refunds.',
    );
    expect(parseRefund('1200', 1500, 'JPY')).toEqual({ amount: 1200, error: null });
  });

  it('refuses what is not an amount in the currency', () => {
    expect(parseRefund('', 2200, 'USD').error).toBe('Enter the amount to refund (0 for none).');
    expect(parseRefund('-3', 2200, 'USD').error).toBe('Enter an amount such as 12.50.');
    expect(parseRefund('1.005', 2200, 'USD').error).toBe('Enter an amount such as 12.50.');
    expect(parseRefund('ten', 2200, 'USD').error).toBe('Enter an amount such as 12.50.');
    expect(parseRefund('12.5', 1500, 'JPY').error).toBe('Enter an amount such as 1200.');
  });
});

describe('describeRefund', () => {
  it('says whether the refund is full, partial or none', () => {
    expect(describeRefund(2200, 2200, 'USD')).toBe('Full refund: the student gets $22 back.');
    expect(describeRefund(550, 2200, 'USD')).toBe('Partial refund: the student gets $5.50 back of $22.');
    expect(describeRefund(0, 2200, 'USD')).toBe('No refund: the student gets nothing back of $22.');
  });
});
