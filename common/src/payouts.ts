// Where an owner's payouts go: one rule per field of a payout method, with the words the API's
// BAD_USER_INPUT and the web form both show. The full account number is checked here and then
// handed to the payout provider only; the platform keeps its last four digits. A wallet number
// and the networks are the payments' rules (payments.ts): one rule for a wallet, whoever uses it.
import { FieldRules, type FieldErrors } from './fields.js';
import {
  MOBILE_MONEY_LABELS,
  mobileMoneyNetworksOf,
  mobileMoneyNumberError,
  normalizeMobileMoneyNumber,
} from './payments.js';
import { hasControlCharacters } from './text.js';

export const PAYOUT_METHOD_KINDS = ['BANK', 'MOBILE_MONEY'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

/** When released earnings are paid out: the day after each check-in, weekly, monthly, or on request. */
export const PAYOUT_SCHEDULES = ['AFTER_EACH_CHECKIN', 'WEEKLY', 'MONTHLY', 'MANUAL'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** The currencies payouts are sent in (the provider's countries; USD to bank accounts). */
export const PAYOUT_CURRENCIES = ['GHS', 'KES', 'NGN', 'USD'] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

export const PAYOUT_METHOD_LIMITS = {
  holderNameMin: 2,
  holderNameMax: 100,
  bankAccountMin: 6,
  bankAccountMax: 20,
  /** Nigerian bank accounts are NUBANs: exactly ten digits. */
  nubanLength: 10,
  bankNameMax: 80,
} as const;

export const isPayoutCurrency = (value: string): value is PayoutCurrency =>
  (PAYOUT_CURRENCIES as readonly string[]).includes(value);

export function payoutCurrencyError(currency: string): string | null {
  return isPayoutCurrency(currency)
    ? null
    : `Payouts are sent in ${PAYOUT_CURRENCIES.join(', ')}; choose one of them.`;
}

export function mobileNetworkError(currency: string, network: string): string | null {
  if (!isPayoutCurrency(currency)) return null; // the currency's own message says it
  const networks = mobileMoneyNetworksOf(currency);
  if (networks.length === 0)
    return `Mobile money payouts are not available in ${currency}; add a bank account.`;
  return networks.includes(network)
    ? null
    : `Choose the mobile money network: ${networks.map((n) => MOBILE_MONEY_LABELS[n] ?? n).join(', ')}.`;
}

/** The number as the provider takes it: digits only; a wallet in its local form (0XXXXXXXXX). */
export function normalizePayoutNumber(kind: PayoutMethodKind, currency: string, number: string): string {
  return kind === 'MOBILE_MONEY'
    ? normalizeMobileMoneyNumber(currency, number)
    : number.replace(/[\s\-().]/g, '').replace(/^\+/, '');
}

/** The rule of the account or wallet number, normalised first (normalizePayoutNumber). */
export function payoutNumberError(kind: PayoutMethodKind, currency: string, number: string): string | null {
  if (kind === 'MOBILE_MONEY') return mobileMoneyNumberError(currency, number);
  const digits = normalizePayoutNumber(kind, currency, number);
  if (digits.length === 0) return 'The account number is required.';
  if (!/^\d+$/.test(digits)) return 'Use digits only.';
  const { bankAccountMin, bankAccountMax, nubanLength } = PAYOUT_METHOD_LIMITS;
  if (currency === 'NGN' && digits.length !== nubanLength)
    return `A Nigerian account number (NUBAN) has exactly ${nubanLength} digits.`;
  if (digits.length < bankAccountMin || digits.length > bankAccountMax)
    return `A bank account number has ${bankAccountMin} to ${bankAccountMax} digits.`;
  return null;
}

/** The name on the account, as the bank or network knows it. */
export function holderNameError(name: string): string | null {
  const trimmed = name.trim();
  const { holderNameMin, holderNameMax } = PAYOUT_METHOD_LIMITS;
  if (trimmed.length === 0) return 'The account holder’s name is required.';
  if (hasControlCharacters(trimmed) || /\d/.test(trimmed) || !/\p{L}/u.test(trimmed))
    return 'Write the account holder’s name as on the account, in letters.';
  if (trimmed.length < holderNameMin || trimmed.length > holderNameMax)
    return `The account holder’s name must be ${holderNameMin} to ${holderNameMax} characters.`;
  return null;
}

/** The bank's code at the provider (from its list of banks, e.g. GCB's). */
export function bankCodeError(code: string): string | null {
  return /^[A-Za-z0-9-]{2,20}$/.test(code.trim()) ? null : 'Choose your bank.';
}

export interface PayoutMethodInput {
  kind: PayoutMethodKind;
  currency: string;
  /** The full account or wallet number: checked, sent to the provider, never stored. */
  accountNumber: string;
  holderName: string;
  bankCode?: string | null;
  bankName?: string | null;
  network?: string | null;
}

/** A payout method checked: the values to use, or the message of each bad field. */
export function checkPayoutMethod(input: PayoutMethodInput): {
  errors: FieldErrors;
  value: PayoutMethodInput & { last4: string };
} {
  const rules = new FieldRules();
  const add = (field: string, message: string | null) => message && rules.add(field, message);
  const currency = input.currency.trim().toUpperCase();
  add('currency', payoutCurrencyError(currency));
  add('holderName', holderNameError(input.holderName));
  add('accountNumber', payoutNumberError(input.kind, currency, input.accountNumber));
  const accountNumber = normalizePayoutNumber(input.kind, currency, input.accountNumber);
  let bankName: string | null = null;
  if (input.kind === 'BANK') {
    add('bankCode', bankCodeError(input.bankCode ?? ''));
    bankName =
      rules.text('bankName', input.bankName ?? '', 'The bank name', 0, PAYOUT_METHOD_LIMITS.bankNameMax) ||
      null;
  } else {
    add('network', mobileNetworkError(currency, input.network ?? ''));
  }
  return {
    errors: rules.errors,
    value: {
      kind: input.kind,
      currency,
      accountNumber,
      holderName: input.holderName.trim().replace(/\s+/g, ' '),
      bankCode: input.kind === 'BANK' ? (input.bankCode?.trim() ?? null) : null,
      bankName,
      network: input.kind === 'MOBILE_MONEY' ? (input.network ?? null) : null,
      last4: accountNumber.slice(-4),
    },
  };
}
