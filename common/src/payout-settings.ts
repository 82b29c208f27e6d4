import { isCurrency, MONEY_MAX } from './money.js';
import { isPayoutCurrency, PAYOUT_CURRENCIES } from './payouts.js';

// The payout settings admins change, beside the platform settings (settings.ts) and stored the
// same way (one Setting row per key); kept apart so a form of the other settings needs none of them.

/** The least an automatic payout sends, in minor units, by currency code. */
export type PayoutMinimums = Record<string, number>;

export interface PayoutSettings {
  /** Hours payouts wait after an owner changes their payout method (a hijacked account's guard). */
  payoutHoldHoursAfterMethodChange: number;
  /** The least an automatic payout sends, per currency; a currency not listed: any amount. */
  payoutMinimums: PayoutMinimums;
}

export const DEFAULT_PAYOUT_SETTINGS: Readonly<PayoutSettings> = {
  payoutHoldHoursAfterMethodChange: 48,
  payoutMinimums: {},
};

export const PAYOUT_SETTING_KEYS = Object.keys(DEFAULT_PAYOUT_SETTINGS) as (keyof PayoutSettings)[];

/** The rule of the payout minimums setting: null when it may be stored. */
export function payoutMinimumsError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Payout minimums are a list of currencies with an amount each.';
  for (const [currency, amount] of Object.entries(value)) {
    if (!isCurrency(currency)) return `"${currency}" is not a three-letter currency code such as GHS.`;
    if (!isPayoutCurrency(currency)) return `Payouts are made in ${PAYOUT_CURRENCIES.join(', ')} only.`;
    if (!Number.isInteger(amount) || (amount as number) < 0 || (amount as number) > MONEY_MAX)
      return `The payout minimum of ${currency} must be a whole amount in minor units, 0 or more.`;
  }
  return null;
}

export const PAYOUT_SETTING_RULES: {
  readonly [K in keyof PayoutSettings]: (value: unknown) => string | null;
} = {
  payoutHoldHoursAfterMethodChange: (value) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 336
      ? null
      : 'The payout hold after a payout method change must be 0 to 336 hours.',
  payoutMinimums: payoutMinimumsError,
};
