// A token's lifetime as the settings screen offers and shows it: the choices of the create form
// (a suggested expiry, never as an explicit opt-out) and the words of the token list.

const DAY_MS = 86_400_000;

export const TOKEN_EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'Never' },
] as const;

export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_CHOICES)[number]['value'];

/** Suggested: long enough for a term's integration, short enough that a leaked token dies. */
export const DEFAULT_TOKEN_EXPIRY: TokenExpiryChoice = '90';

/** The `expiresAt` sent for a choice (ISO), or null for never. */
export function expiresAtFor(choice: TokenExpiryChoice, now = new Date()): string | null {
  return choice === 'never' ? null : new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

/** "expires in 12 days", "expires today", "expired", or "never expires". */
export function describeExpiry(expiresAt: string | null | undefined, now = new Date()): string {
  if (!expiresAt) return 'never expires';
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  // Rounded: a token made for 90 days reads "expires in 90 days" on its first day, not 89.
  const days = Math.round(left / DAY_MS);
  if (days === 0) return 'expires today';
  return `expires in ${days} day${days === 1 ? '' : 's'}`;
}

/** True once the token is refused for its age. */
export const isExpired = (expiresAt: string | null | undefined, now = new Date()) =>
  !!expiresAt && new Date(expiresAt).getTime() <= now.getTime();
