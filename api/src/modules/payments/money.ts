/** Minor units as a person reads them in messages: 110050 USD -> "USD 1,100.50" (ISO 4217 digits). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits).replace(/\u00a0/g, ' ');
}
