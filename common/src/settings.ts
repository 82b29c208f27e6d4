import { currencyError } from './money.js';
import { exchangeRatesError, type ExchangeRates } from './pricing.js';

/** The platform settings admins change: typed values with a rule each. */
export interface Settings {
  platformFeePercent: number;
  currency: string;
  /** Units of each other currency one unit of `currency` buys; search orders mixed currencies by them. */
  exchangeRates: ExchangeRates;
  reservationHoldHours: number;
  paymentHoldHours: number;
  /** Abuse limits (the API's core/rate-limits.ts and the reservation request read them). */
  requestsPerMinutePerUser: number;
  requestsPerMinutePerIp: number;
  pendingRequestsPerStudent: number;
  bedsPerRequest: number;
  paymentAttemptsPerReservationPerHour: number;
  paymentAttemptsPerUserPerHour: number;
  uploadsPerUserPerDay: number;
  messagesPerMinutePerUser: number;
  messagesPerDayPerUser: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  platformFeePercent: 10,
  currency: 'USD',
  exchangeRates: {},
  reservationHoldHours: 48,
  paymentHoldHours: 24,
  requestsPerMinutePerUser: 600,
  requestsPerMinutePerIp: 3000,
  pendingRequestsPerStudent: 3,
  bedsPerRequest: 10,
  paymentAttemptsPerReservationPerHour: 5,
  paymentAttemptsPerUserPerHour: 10,
  uploadsPerUserPerDay: 100,
  messagesPerMinutePerUser: 30,
  messagesPerDayPerUser: 300,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/** The settings that are whole numbers within bounds, with the words of their message. */
export const WHOLE_SETTING_BOUNDS = {
  reservationHoldHours: { min: 1, max: 336, what: 'The hold', unit: 'hours' },
  paymentHoldHours: { min: 1, max: 336, what: 'The hold', unit: 'hours' },
  requestsPerMinutePerUser: { min: 10, max: 100_000, what: 'The request limit per user', unit: 'a minute' },
  requestsPerMinutePerIp: {
    min: 10,
    max: 1_000_000,
    what: 'The request limit per address',
    unit: 'a minute',
  },
  pendingRequestsPerStudent: { min: 1, max: 50, what: 'Requests waiting per student', unit: '' },
  bedsPerRequest: { min: 1, max: 50, what: 'Beds per request', unit: '' },
  paymentAttemptsPerReservationPerHour: {
    min: 1,
    max: 100,
    what: 'Payment attempts per reservation',
    unit: 'an hour',
  },
  paymentAttemptsPerUserPerHour: { min: 1, max: 1000, what: 'Payment attempts per user', unit: 'an hour' },
  uploadsPerUserPerDay: { min: 1, max: 10_000, what: 'Uploads per user', unit: 'a day' },
  messagesPerMinutePerUser: { min: 1, max: 1000, what: 'Messages per user', unit: 'a minute' },
  messagesPerDayPerUser: { min: 1, max: 100_000, what: 'Messages per user', unit: 'a day' },
} as const satisfies Partial<
  Record<keyof Settings, { min: number; max: number; what: string; unit: string }>
>;

export type WholeSettingKey = keyof typeof WHOLE_SETTING_BOUNDS;

const whole = (key: WholeSettingKey) => (value: unknown) => {
  const { min, max, what, unit } = WHOLE_SETTING_BOUNDS[key];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? null
    : `${what} must be ${min} to ${max.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}.`;
};

/** The rule of each setting: null when the value may be stored, else the message to show. */
export const SETTING_RULES: { readonly [K in keyof Settings]: (value: unknown) => string | null } = {
  platformFeePercent: (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 50
      ? null
      : 'The platform fee must be between 0 and 50 %.',
  currency: (value) => currencyError(typeof value === 'string' ? value : '', 'USD'),
  exchangeRates: exchangeRatesError,
  ...(Object.fromEntries(
    Object.keys(WHOLE_SETTING_BOUNDS).map((key) => [key, whole(key as WholeSettingKey)]),
  ) as Record<WholeSettingKey, (value: unknown) => string | null>),
};
