import {
  checkPayoutMethod,
  isPayoutCurrency,
  MOBILE_MONEY_LABELS,
  mobileMoneyNetworksOf,
  PAYOUT_CURRENCIES,
  type PayoutMethodKind,
} from '@hostel/common';

/** What the payout method form holds; the number is sent once and never read back. */
export interface PayoutMethodValues {
  kind: PayoutMethodKind;
  currency: string;
  network: string;
  accountNumber: string;
  holderName: string;
  bankCode: string;
  bankName: string;
}

/** The message of each bad field: common's rules, the words the API's BAD_USER_INPUT uses. */
export function payoutMethodErrors(values: PayoutMethodValues): Record<string, string> {
  return checkPayoutMethod(values).errors;
}

/** The currencies an owner is offered: those of their hostels payouts are sent in, else all of them. */
export function payoutCurrenciesFor(hostelCurrencies: readonly string[], platformCurrency: string): string[] {
  const theirs = [...new Set(hostelCurrencies)].filter(isPayoutCurrency);
  if (theirs.length > 0) return theirs.sort();
  const all: string[] = [...PAYOUT_CURRENCIES];
  return isPayoutCurrency(platformCurrency)
    ? [platformCurrency, ...all.filter((c) => c !== platformCurrency)]
    : all;
}

/** The networks of a currency as the select offers them. */
export const networkOptions = (currency: string) =>
  mobileMoneyNetworksOf(currency).map((value) => ({ value, label: MOBILE_MONEY_LABELS[value] ?? value }));

/** "MTN •••• 4321", "GCB Bank •••• 1234": never more of the number than the last four. */
export function methodLabel(method: {
  kind: string;
  network?: string | null;
  bankName?: string | null;
  last4: string;
}): string {
  const name =
    method.kind === 'BANK' ? (method.bankName ?? 'Bank account') : (method.network ?? 'Mobile money');
  return `${name} •••• ${method.last4}`;
}
