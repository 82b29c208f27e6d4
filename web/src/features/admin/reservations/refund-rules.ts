import { currencyDigits, formatMoney, toMinorUnits } from '@hostel/common';

/** An example amount in the currency's own format: "12.50" (USD), "1200" (JPY). */
const example = (currency: string) => (currencyDigits(currency) === 0 ? '1200' : '12.50');

/**
 * The refund an admin typed in major units, checked against what can still be refunded (paid minus
 * earlier refunds, in minor units): the minor amount, or the message to show on the field.
 */
export function parseRefund(
  text: string,
  refundable: number,
  currency: string,
): { amount: number; error: null } | { amount: null; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { amount: null, error: 'Enter the amount to refund (0 for none).' };
  const amount = toMinorUnits(trimmed, currency);
  if (amount === null) return { amount: null, error: `Enter an amount such as ${example(currency)}.` };
  if (amount > refundable) {
    return {
      amount: null,
      error: `At most ${formatMoney(refundable, currency)} can be refunded: what was paid minus earlier refunds.`,
    };
  }
  return { amount, error: null };
}

/** What the admin is about to do, in words, before confirming. */
export function describeRefund(amount: number, refundable: number, currency: string): string {
  const money = (value: number) => formatMoney(value, currency);
  if (amount === 0) return `No refund: the student gets nothing back of ${money(refundable)}.`;
  if (amount === refundable) return `Full refund: the student gets ${money(amount)} back.`;
  return `Partial refund: the student gets ${money(amount)} back of ${money(refundable)}.`;
}
