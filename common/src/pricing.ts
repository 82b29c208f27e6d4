// How a room's price becomes what a stay costs, and how prices of different periods and currencies
// are compared: the quote, the reservation, the search and the cards all use these.
import { nightsBetween } from './dates.js';
import { isCurrency } from './money.js';

export type PricePeriod = 'NIGHT' | 'MONTH' | 'SEMESTER';

/** Nights paid by one MONTH price: a started block of 30 nights costs a whole month. */
export const NIGHTS_PER_MONTH = 30;

export interface PriceBreakdown {
  currency: string;
  pricePerBed: number;
  pricePeriod: PricePeriod;
  nights: number;
  /** Price periods charged per bed: nights, started months, or 1 term. */
  units: number;
  subtotal: number;
  platformFee: number;
  total: number;
}

/** Price periods one bed pays for a stay of `nights`: nights, started months, or the one term. */
export function unitsFor(period: PricePeriod, nights: number): number {
  if (period === 'NIGHT') return nights;
  if (period === 'MONTH') return Math.ceil(nights / NIGHTS_PER_MONTH);
  return 1;
}

/** The platform fee of a subtotal, rounded half up to the minor unit. */
export const platformFeeOf = (subtotal: number, platformFeePercent: number) =>
  Math.round((subtotal * platformFeePercent) / 100);

/** Integer minor units; the fee is rounded half up to the unit. */
export function priceStay(
  room: { pricePerBed: number; pricePeriod: PricePeriod; currency: string },
  stay: { checkIn: string; checkOut: string; beds: number },
  platformFeePercent: number,
): PriceBreakdown {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const units = unitsFor(room.pricePeriod, nights);
  const subtotal = room.pricePerBed * units * stay.beds;
  const platformFee = platformFeeOf(subtotal, platformFeePercent);
  return {
    currency: room.currency,
    pricePerBed: room.pricePerBed,
    pricePeriod: room.pricePeriod,
    nights,
    units,
    subtotal,
    platformFee,
    total: subtotal + platformFee,
  };
}

/**
 * The subtotals whose total (fee included, as priceStay adds it) lies within [minTotal, maxTotal]:
 * the total grows with the subtotal, so this is a range too. Search filters on subtotals with it.
 */
export function subtotalRangeFor(
  platformFeePercent: number,
  minTotal?: number,
  maxTotal?: number,
): { min?: number; max?: number } {
  const total = (subtotal: number) => subtotal + platformFeeOf(subtotal, platformFeePercent);
  const guess = (amount: number) => Math.floor((amount * 100) / (100 + platformFeePercent));
  let min: number | undefined;
  let max: number | undefined;
  if (minTotal !== undefined) {
    min = Math.max(0, guess(minTotal) - 2);
    while (total(min) < minTotal) min += 1;
  }
  if (maxTotal !== undefined) {
    max = guess(maxTotal) + 2;
    while (max >= 0 && total(max) > maxTotal) max -= 1;
  }
  return { min, max };
}

/**
 * What a price per bed comes to per month, so rooms priced per night, month or term compare like
 * with like: a night's price x 30, a month's as it is, a term's price / its months (its nights / 30).
 * Null for a term price without its term (not bookable).
 */
export function monthlyEquivalent(
  room: { pricePerBed: number; pricePeriod: PricePeriod },
  term?: { checkIn: string; checkOut: string } | null,
): number | null {
  if (room.pricePeriod === 'NIGHT') return room.pricePerBed * NIGHTS_PER_MONTH;
  if (room.pricePeriod === 'MONTH') return room.pricePerBed;
  if (!term) return null;
  const nights = nightsBetween(term.checkIn, term.checkOut);
  return nights > 0 ? Math.round((room.pricePerBed * NIGHTS_PER_MONTH) / nights) : null;
}

/** Exchange rates an admin sets: units of each currency one unit of the platform currency buys. */
export type ExchangeRates = Record<string, number>;

export const EXCHANGE_RATE_LIMITS = { currenciesMax: 50, rateMin: 1e-6, rateMax: 1e9 } as const;

/** Null when `value` is a valid table of exchange rates, else the message to show. */
export function exchangeRatesError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Exchange rates are a list of currencies with a rate each.';
  const entries = Object.entries(value);
  const { currenciesMax, rateMin, rateMax } = EXCHANGE_RATE_LIMITS;
  if (entries.length > currenciesMax) return `At most ${currenciesMax} exchange rates.`;
  for (const [currency, rate] of entries) {
    if (!isCurrency(currency)) return `"${currency}" is not a three-letter currency code such as GHS.`;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < rateMin || rate > rateMax)
      return `The rate of ${currency} must be a number above 0 (how many ${currency} one unit of the platform currency buys).`;
  }
  return null;
}
