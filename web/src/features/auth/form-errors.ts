import type { UseFormReturnType } from '@mantine/form';
import { describeAuthError, type AuthErrorField } from '../../lib/firebase-errors';
import { summarizeServerError } from '../../lib/graphql-errors';

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

/** BAD_USER_INPUT field messages land on the matching inputs; anything else goes to the banner. */
export function reportServerError<V extends object>(
  error: unknown,
  form: UseFormReturnType<V>,
  setBanner: (message: string | null) => void,
): void {
  const { fields, message } = summarizeServerError(error);
  const values = form.getValues();
  const unmatched: string[] = [];
  for (const [name, fieldMessage] of Object.entries(fields)) {
    if (name in values) form.setFieldError(name as keyof V & string, fieldMessage);
    else unmatched.push(fieldMessage);
  }
  if (Object.keys(fields).length === 0) setBanner(message);
  else setBanner(unmatched.length ? unmatched.join(' ') : null);
}
