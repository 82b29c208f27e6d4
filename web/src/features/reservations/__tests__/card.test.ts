import { describe, expect, it } from 'vitest';
import { formatCardNumber, luhnValid, toCardInput, validateCard } from '../card';

const now = new Date(2026, 10, 22);

describe('card validation', () => {
  it('accepts the sandbox test cards', () => {
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000000000009995']) {
      expect(validateCard({ number, expiry: '12/30', cvc: '123' }, now)).toEqual({});
    }
  });

  it('rejects a wrong check digit, a past expiry and a short CVC', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now)).toEqual({
      number: 'Enter a valid card number.',
      expiry: 'This card has expired.',
      cvc: 'Enter the 3 or 4 digits on the back.',
    });
    expect(validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now).expiry).toBe(
      'The month must be 01 to 12.',
    );
    expect(validateCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now)).toEqual({});
  });

  it('formats while typing and builds the API input', () => {
    expect(formatCardNumber('4242abc42424242 4242')).toBe('4242 4242 4242 4242');
    expect(toCardInput({ number: '4242 4242 4242 4242', expiry: '04 / 29', cvc: ' 321 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2029,
      cvc: '321',
    });
  });
});
