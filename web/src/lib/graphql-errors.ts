import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerErrorSummary {
  code: string | null;
  /**
   * Per-field messages from BAD_USER_INPUT (`extensions.fields`), keyed by the argument path; a
   * form holds the `input` argument, so `input.phoneNumber` comes as `phoneNumber`.
   */
  fields: Record<string, string>;
  message: string;
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export function summarizeServerError(error: unknown): ServerErrorSummary {
  if (!CombinedGraphQLErrors.is(error)) {
    return { code: null, fields: {}, message: NETWORK_MESSAGE };
  }
  const first = error.errors[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const raw = entry.extensions?.fields;
    if (raw && typeof raw === 'object') {
      for (const [name, message] of Object.entries(raw)) {
        if (typeof message === 'string') fields[name.replace(/^input\./, '')] = message;
      }
    }
  }
  return { code, fields, message: first?.message ?? 'The request failed.' };
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** Whether the API refused the request's token (expired, revoked, or its account gone). */
export const refusesToken = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') === true;
