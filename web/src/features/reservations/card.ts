export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardInputValue {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails with insufficient funds' },
] as const;

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242" while typing. */
export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Field errors of the card form (empty when valid); `now` decides whether the expiry is past. */
export function validateCard(form: CardForm, now = new Date()): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const digits = cardDigits(form.number);
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) {
    errors.number = 'Enter a valid card number.';
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  if (!expiry) {
    errors.expiry = 'Enter the expiry as MM/YY.';
  } else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = 'The month must be 01 to 12.';
    else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
      errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back.';
  return errors;
}

/** The API's CardInput; call only after validateCard found nothing. */
export function toCardInput(form: CardForm): CardInputValue {
  const [month = '0', year = '0'] = form.expiry.split('/').map((part) => part.trim());
  return {
    number: cardDigits(form.number),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: form.cvc.trim(),
  };
}
