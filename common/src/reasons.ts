// A reason someone else reads: an admin rejecting or suspending a listing, an owner declining a
// request, anyone cancelling a reservation.

export const REASON_LIMITS = { min: 5, max: 1000 } as const;

export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_LIMITS.min) return `Give a reason of at least ${REASON_LIMITS.min} characters.`;
  if (length > REASON_LIMITS.max) return `The reason must be at most ${REASON_LIMITS.max} characters.`;
  return null;
}

/**
 * A free text as the end of a sentence: a full stop added only when the text does not already
 * end with one ("Plans changed." stays as it is rather than "Plans changed..").
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
