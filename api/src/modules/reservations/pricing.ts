import { nightsBetween } from '@hostel/common';
import type { PricePeriod } from '../../generated/prisma/client.js';

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

/** Integer minor units; the fee is rounded half up to the unit. */
export function priceStay(
  room: { pricePerBed: number; pricePeriod: PricePeriod; currency: string },
  stay: { checkIn: string; checkOut: string; beds: number },
  platformFeePercent: number,
): PriceBreakdown {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const units =
    room.pricePeriod === 'NIGHT'
      ? nights
      : room.pricePeriod === 'MONTH'
        ? Math.ceil(nights / NIGHTS_PER_MONTH)
        : 1;
  const subtotal = room.pricePerBed * units * stay.beds;
  const platformFee = Math.round((subtotal * platformFeePercent) / 100);
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
