import { FieldRules, reasonError, searchTextError, summarizeFieldErrors } from '@hostel/common';
import { badUserInput } from './errors.js';

/** The shared field rules; `throwIfAny` refuses the input with one BAD_USER_INPUT carrying every message. */
export class FieldCheck extends FieldRules {
  throwIfAny(): void {
    const message = summarizeFieldErrors(this.errors);
    if (message !== null) throw badUserInput(message, this.errors);
  }
}

/** A reason someone else will read (a rejection, a decline, a cancellation); returns it trimmed. */
export function checkReason(reason: string, field = 'reason'): string {
  const message = reasonError(reason);
  if (message) throw badUserInput(message, { [field]: message });
  return reason.trim();
}

/** The search text of an admin list, trimmed ('' for none); `field` is its key in the input. */
export function checkSearchText(search: string | null | undefined, field: string): string {
  const text = search?.trim() ?? '';
  const message = searchTextError(text);
  if (message) throw badUserInput(message, { [field]: message });
  return text;
}
