import type { PricePeriod } from '../../gql/graphql';

/** Digits after the decimal point of a currency (GHS 2, JPY 0), from the runtime's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units (what the API stores) to a display string: 12050 GHS -> "GH₵120.50". */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  const major = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

const PERIOD_LABELS: Record<PricePeriod, string> = {
  NIGHT: 'night',
  MONTH: 'month',
  SEMESTER: 'semester',
};

export const periodLabel = (period: PricePeriod) => PERIOD_LABELS[period];

export interface PriceLike {
  amount: number;
  currency: string;
  period: PricePeriod;
}

/** "GH₵450 / month" */
export function formatPrice(price: PriceLike, locale?: string): string {
  return `${formatMoney(price.amount, price.currency, locale)} / ${periodLabel(price.period)}`;
}

/** Major units typed by a person ("120.5") to minor units (12050); null when it is not an amount. */
export function toMinorUnits(value: string | number, currency: string): number | null {
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/** Minor units back to what a person types ("120.5"), for editing a saved price. */
export function toMajorUnits(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return String(amount / 10 ** digits);
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
