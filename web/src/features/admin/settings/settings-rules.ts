// The rules of the platform settings, with the server's own messages (api settings.service.ts RULES).

export interface SettingsValues {
  platformFeePercent: string;
  currency: string;
  reservationHoldHours: string;
  paymentHoldHours: string;
}

export interface SettingsInput {
  platformFeePercent: number;
  currency: string;
  reservationHoldHours: number;
  paymentHoldHours: number;
}

export const FEE_MESSAGE = 'The platform fee must be between 0 and 50 %.';
export const CURRENCY_MESSAGE = 'Use a three-letter currency code such as USD.';
export const HOLD_MESSAGE = 'The hold must be 1 to 336 hours.';

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

function validFee(text: string): boolean {
  const value = Number(text);
  return DECIMAL.test(text) && value >= 0 && value <= 50;
}

function validHold(text: string): boolean {
  const value = Number(text);
  return WHOLE.test(text) && value >= 1 && value <= 336;
}

/** Per-field messages (empty when the form may be sent). */
export function validateSettings(values: SettingsValues): Partial<Record<keyof SettingsValues, string>> {
  const errors: Partial<Record<keyof SettingsValues, string>> = {};
  if (!validFee(values.platformFeePercent.trim())) errors.platformFeePercent = FEE_MESSAGE;
  if (!/^[A-Z]{3}$/.test(values.currency.trim())) errors.currency = CURRENCY_MESSAGE;
  if (!validHold(values.reservationHoldHours.trim())) errors.reservationHoldHours = HOLD_MESSAGE;
  if (!validHold(values.paymentHoldHours.trim())) errors.paymentHoldHours = HOLD_MESSAGE;
  return errors;
}

export const toSettingsValues = (settings: SettingsInput): SettingsValues => ({
  platformFeePercent: String(settings.platformFeePercent),
  currency: settings.currency,
  reservationHoldHours: String(settings.reservationHoldHours),
  paymentHoldHours: String(settings.paymentHoldHours),
});

const NUMERIC = ['platformFeePercent', 'reservationHoldHours', 'paymentHoldHours'] as const;

/** Only what the admin changed, typed for the API (each change is audited from -> to). */
export function changedSettings(values: SettingsValues, saved: SettingsInput): Partial<SettingsInput> {
  const changes: Partial<SettingsInput> = {};
  for (const key of NUMERIC) {
    const value = Number(values[key].trim());
    if (value !== saved[key]) changes[key] = value;
  }
  const currency = values.currency.trim();
  if (currency !== saved.currency) changes.currency = currency;
  return changes;
}
