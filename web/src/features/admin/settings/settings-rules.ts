import {
  type ExchangeRates,
  SETTING_KEYS,
  SETTING_RULES,
  WHOLE_SETTING_BOUNDS,
  type Settings,
  type WholeSettingKey,
} from '@hostel/common';

// The platform settings form: text fields, checked with the API's own rules (@hostel/common).

export type SettingsValues = Record<keyof Settings, string>;

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** "GHS 15.5" per line (or comma) to rates by currency; null when a line is not a code and a number. */
export function parseExchangeRates(text: string): ExchangeRates | null {
  const rates: ExchangeRates = {};
  for (const line of text.split(/[\n,]/).map((part) => part.trim())) {
    if (!line) continue;
    const match = /^([A-Za-z]{3})\s*[=:]?\s*(\d+(?:\.\d+)?)$/.exec(line);
    if (!match || match[1]!.toUpperCase() in rates) return null;
    rates[match[1]!.toUpperCase()] = Number(match[2]);
  }
  return rates;
}

/** Rates as the form shows them: one "GHS 15.5" a line, sorted by code. */
export const formatExchangeRates = (rates: ExchangeRates) =>
  Object.entries(rates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rate]) => `${currency} ${rate}`)
    .join('\n');

const RATES_TYPING = 'Write one currency a line, its code then its rate: GHS 15.5';

/** What a person typed, as the API will receive it (numbers that are not typed as numbers are NaN). */
function typed(values: SettingsValues): Settings {
  const number = (text: string, pattern: RegExp) =>
    pattern.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const wholes = Object.fromEntries(
    (Object.keys(WHOLE_SETTING_BOUNDS) as WholeSettingKey[]).map((key) => [key, number(values[key], WHOLE)]),
  ) as Record<WholeSettingKey, number>;
  return {
    platformFeePercent: number(values.platformFeePercent, DECIMAL),
    currency: values.currency.trim(),
    // Unreadable lines: a value the rule refuses, and the typing message below replaces its words.
    exchangeRates: parseExchangeRates(values.exchangeRates) ?? (null as unknown as ExchangeRates),
    ...wholes,
  };
}

/** Per-field messages (empty when the form may be sent). */
export function validateSettings(values: SettingsValues): Partial<Record<keyof SettingsValues, string>> {
  const settings = typed(values);
  const errors: Partial<Record<keyof SettingsValues, string>> = {};
  for (const key of SETTING_KEYS) {
    const message = SETTING_RULES[key](settings[key]);
    if (message) errors[key] = message;
  }
  if (parseExchangeRates(values.exchangeRates) === null) errors.exchangeRates = RATES_TYPING;
  return errors;
}

export const toSettingsValues = (settings: Settings): SettingsValues =>
  Object.fromEntries(
    SETTING_KEYS.map((key) => [
      key,
      key === 'exchangeRates' ? formatExchangeRates(settings.exchangeRates) : String(settings[key]),
    ]),
  ) as SettingsValues;

const same = (a: unknown, b: unknown) =>
  typeof a === 'object' && typeof b === 'object'
    ? formatExchangeRates(a as ExchangeRates) === formatExchangeRates(b as ExchangeRates)
    : a === b;

/** Only what the admin changed, typed for the API (each change is audited from -> to). */
export function changedSettings(values: SettingsValues, saved: Settings): Partial<Settings> {
  const settings = typed(values);
  return Object.fromEntries(
    SETTING_KEYS.filter((key) => !same(settings[key], saved[key])).map((key) => [key, settings[key]]),
  );
}
