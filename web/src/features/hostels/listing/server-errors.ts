import type { UseFormReturnType } from '@mantine/form';
import { summarizeServerError } from '../../../lib/graphql-errors';

/**
 * BAD_USER_INPUT `extensions.fields` land on the inputs with the same path (`roomTypes.0.name`);
 * `rename` maps server fields the form names differently. Returns the banner message, if any.
 */
export function applyServerErrors<V>(
  error: unknown,
  form: UseFormReturnType<V>,
  rename: (field: string) => string = (field) => field,
): string | null {
  const { fields, message } = summarizeServerError(error);
  const entries = Object.entries(fields);
  if (entries.length === 0) return message;
  form.setErrors(Object.fromEntries(entries.map(([field, text]) => [rename(field), text])));
  return entries.length > 1 ? 'Some fields need your attention.' : null;
}
