// How a student pays: the mobile money networks of each currency and the one rule of a wallet
// number, with the words the checkout form and the API's BAD_USER_INPUT both show.
import { FieldRules, type FieldErrors } from './fields.js';

export const PAYMENT_METHODS = ['CARD', 'MOBILE_MONEY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The mobile money networks students pay with, per currency (the providers' countries). */
export const MOBILE_MONEY_NETWORKS: Record<string, readonly string[]> = {
  GHS: ['MTN', 'TELECEL', 'AIRTELTIGO'],
  KES: ['MPESA'],
};

/** How a network reads in the checkout. */
export const MOBILE_MONEY_LABELS: Record<string, string> = {
  MTN: 'MTN MoMo',
  TELECEL: 'Telecel Cash (Vodafone)',
  AIRTELTIGO: 'AirtelTigo Money',
  MPESA: 'M-Pesa',
};

export const mobileMoneyNetworksOf = (currency: string): readonly string[] =>
  MOBILE_MONEY_NETWORKS[currency.toUpperCase()] ?? [];

/**
 * A wallet number in its local form (0XXXXXXXXX): spaces, dashes and brackets dropped, and a
 * Ghanaian (233...) or Kenyan (254...) country code, with or without +, turned into the leading 0.
 */
export function normalizeMobileMoneyNumber(currency: string, phone: string): string {
  const digits = phone.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  const code = currency.toUpperCase() === 'GHS' ? '233' : currency.toUpperCase() === 'KES' ? '254' : null;
  return code && new RegExp(`^${code}\\d{9}$`).test(digits) ? `0${digits.slice(3)}` : digits;
}

/** The wallet number's rule (normalised first): Ghana 02x/05x, Kenya 07xx/01xx, ten digits. */
export function mobileMoneyNumberError(currency: string, phone: string): string | null {
  const digits = normalizeMobileMoneyNumber(currency, phone);
  if (digits.length === 0) return 'The mobile money number is required.';
  if (!/^\d+$/.test(digits)) return 'Use digits only.';
  if (currency.toUpperCase() === 'GHS' && !/^0[25]\d{8}$/.test(digits))
    return 'A Ghanaian mobile money number has 10 digits and starts with 02 or 05, e.g. 0241234567.';
  if (currency.toUpperCase() === 'KES' && !/^0[17]\d{8}$/.test(digits))
    return 'An M-Pesa number is 07XXXXXXXX or 01XXXXXXXX (or 2547XXXXXXXX), e.g. 0712345678.';
  return null;
}

export function mobileMoneyNetworkError(currency: string, network: string): string | null {
  const networks = mobileMoneyNetworksOf(currency);
  if (networks.length === 0) return `Mobile money is not available for payments in ${currency}.`;
  return networks.includes(network)
    ? null
    : `Choose your network: ${networks.map((n) => MOBILE_MONEY_LABELS[n] ?? n).join(', ')}.`;
}

export interface MobileMoneyInput {
  network: string;
  phone: string;
}

/** A mobile money payment's details checked for a currency: the values to use, or each bad field's message. */
export function checkMobileMoney(
  currency: string,
  input: MobileMoneyInput,
): { errors: FieldErrors; value: MobileMoneyInput } {
  const rules = new FieldRules();
  const network = input.network.trim().toUpperCase();
  const networkError = mobileMoneyNetworkError(currency, network);
  if (networkError) rules.add('network', networkError);
  else {
    const phoneError = mobileMoneyNumberError(currency, input.phone);
    if (phoneError) rules.add('phone', phoneError);
  }
  return {
    errors: rules.errors,
    value: { network, phone: normalizeMobileMoneyNumber(currency, input.phone) },
  };
}
