import type { PricePeriod } from '../gql/graphql';

// Counts and periods as the screens write them. Dates are lib/dates.ts; money is @hostel/common
// (formatMoney).

/** 1 -> "1 night", 4 -> "4 nights". */
export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** 1 -> "1 bed", 2 -> "2 beds". */
export const bedsLabel = (beds: number) => `${beds} ${beds === 1 ? 'bed' : 'beds'}`;

const PERIOD_LABELS: Record<PricePeriod, string> = {
  NIGHT: 'night',
  MONTH: 'month',
  SEMESTER: 'semester',
};

/** What a price is per: "night", "month", "semester". */
export const periodLabel = (period: PricePeriod) => PERIOD_LABELS[period];
