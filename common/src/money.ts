// Money is an integer of minor units (cents) and an ISO 4217 currency code, on both sides.

/**
 * The most any amount may be, in minor units: amounts travel as GraphQL `Int` and are stored as
 * 32-bit integers. Prices, nights and beds are each bounded but their product is not, so a stay
 * costing more is refused as such.
 */
export const MONEY_MAX = 2 ** 31 - 1;

export const isCurrency = (value: string) => /^[A-Z]{3}$/.test(value);

/** `example` is the code a person in that form most likely means. */
export const currencyError = (value: string, example: string) =>
  isCurrency(value) ? null : `Use a three-letter currency code such as ${example}.`;

// Building an Intl.NumberFormat costs far more than formatting with one (a search page formats a
// price per card): each is built once per currency and options, then reused.
const digitsCache = new Map<string, number>();
const formatCache = new Map<string, Intl.NumberFormat | null>();

/** Digits after the decimal point of a currency (GHS 2, JPY 0), from the runtime's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Remembered for well-formed codes only, so the map stays small whatever is asked.
    if (isCurrency(currency)) digitsCache.set(currency, digits);
  }
  return digits;
}

function currencyFormat(locale: string | undefined, currency: string, minimum: number, maximum: number) {
  const key = `${locale ?? ''}|${currency}|${minimum}|${maximum}`;
  let format = formatCache.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minimum,
        maximumFractionDigits: maximum,
      });
    } catch {
      format = null;
    }
    if (isCurrency(currency)) formatCache.set(key, format);
  }
  return format;
}

/** Minor units to what a person reads on a screen: 12050 GHS -> "GH₵120.50", 45000 -> "GH₵450". */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  const major = amount / 10 ** digits;
  const format = currencyFormat(locale, currency, Number.isInteger(major) ? 0 : digits, digits);
  return format ? format.format(major) : `${major.toFixed(digits)} ${currency}`;
}

/** Minor units as the API's messages write them, unambiguous in any locale: 110050 USD -> "USD 1,100.50". */
export function formatMoneyWithCode(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
  return format.format(amount / 10 ** currencyDigits(currency)).replace(/\u00a0/g, ' ');
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

/** Minor units back to what a person types ("120.5"), for editing a saved amount. */
export function toMajorUnits(amount: number, currency: string): string {
  return String(amount / 10 ** currencyDigits(currency));
}
