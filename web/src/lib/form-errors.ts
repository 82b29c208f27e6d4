import type { UseFormReturnType } from '@mantine/form';
import { SOME_FIELDS_MESSAGE } from '@hostel/common';
import { describeAuthError, type AuthErrorField } from './firebase-errors';
import { summarizeServerError } from './graphql-errors';

type FieldMap<V> = Partial<Record<AuthErrorField, keyof V & string>>;

/**
 * Puts a Firebase error on the form field it concerns, or in the form banner. Returns the message.
 * Forms name their fields differently, so `fields` maps e.g. { password: 'currentPassword' }.
 */
export function reportAuthError<V>(
  error: unknown,
  form: UseFormReturnType<V>,
  setBanner: (message: string | null) => void,
  fields: FieldMap<V>,
): string {
  const { field, message } = describeAuthError(error);
  const target = field === 'form' ? undefined : fields[field];
  if (target) form.setFieldError(target, message);
  else setBanner(message);
  return message;
}

/** Whether the form's values have this path (`displayName`, `roomTypes.0.name`). */
function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The one way a form shows the server's refusal: BAD_USER_INPUT messages (`extensions.fields`) land
 * on the fields with the same path; `rename` maps server fields the form names differently. Returns
 * the form's banner: the server's message when it names no field, the messages no field can show,
 * a summary when several fields show one, or null when the one field says it all.
 */
export function applyServerErrors<V>(
  error: unknown,
  form: UseFormReturnType<V>,
  rename: (field: string) => string = (field) => field,
): string | null {
  const { fields, message } = summarizeServerError(error);
  const entries = Object.entries(fields);
  if (entries.length === 0) return message;
  const values = form.getValues();
  const shown: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const [field, text] of entries) {
    const name = rename(field);
    if (hasPath(values, name)) shown[name] = text;
    else unmatched.push(text);
  }
  form.setErrors(shown);
  if (unmatched.length > 0) return unmatched.join(' ');
  return Object.keys(shown).length > 1 ? SOME_FIELDS_MESSAGE : null;
}
