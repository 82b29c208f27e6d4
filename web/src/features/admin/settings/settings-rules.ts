import {
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
  return errors;
}

export const toSettingsValues = (settings: Settings): SettingsValues =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, String(settings[key])])) as SettingsValues;

/** Only what the admin changed, typed for the API (each change is audited from -> to). */
export function changedSettings(values: SettingsValues, saved: Settings): Partial<Settings> {
  const settings = typed(values);
  return Object.fromEntries(
    SETTING_KEYS.filter((key) => settings[key] !== saved[key]).map((key) => [key, settings[key]]),
  );
}
