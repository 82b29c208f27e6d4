import { currencyDigits, formatMoney } from '@hostel/common';
import type { PricePeriod } from '../../gql/graphql';
import { periodLabel } from '../../lib/format';

export interface PriceLike {
  amount: number;
  currency: string;
  period: PricePeriod;
}

/** "GH₵450 / month" */
export function formatPrice(price: PriceLike, locale?: string): string {
  return `${formatMoney(price.amount, price.currency, locale)} / ${periodLabel(price.period)}`;
}

/**
 * Minor units with the currency's code, so amounts of different currencies side by side are never
 * mistaken for one another: 120000 GHS -> "GHS 1,200", 12050 -> "GHS 120.50".
 */
export function formatMoneyCode(amount: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  const major = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
      maximumFractionDigits: digits,
    })
      .format(major)
      .replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${major.toFixed(digits)}`;
  }
}

/** 850 -> "850 m", 2340 -> "2.3 km" */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 1 : 0)} km`;
}

/** "4.5 (12 reviews)" or "No reviews yet". */
export function formatRating(average: number, count: number): string {
  if (count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

const GENDER_LABELS = { MIXED: 'Mixed', FEMALE: 'Female only', MALE: 'Male only' } as const;
export const genderPolicyLabel = (policy: keyof typeof GENDER_LABELS) => GENDER_LABELS[policy];

/** "12 Okponglo Rd, Accra, Ghana", without repeating a part the address already names. */
export function placeLine(...parts: (string | null | undefined)[]): string {
  const line: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !line.some((done) => done.toLowerCase().includes(text.toLowerCase()))) line.push(text);
  }
  return line.join(', ');
}
