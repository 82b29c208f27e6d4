export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** The API answered with errors (or without data): what it said, read by the helpers below. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];
  readonly data: unknown;

  constructor(errors: readonly GraphQLErrorEntry[] | undefined, data: unknown) {
    super(errors?.map((e) => e.message).join('\n') || 'The API answered without data.');
    this.name = 'GraphQLRequestError';
    this.errors = errors ?? [];
    this.data = data;
  }
}

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

/** What the API said, or null when it said nothing (the request did not reach it). */
export function errorsOf(error: unknown): readonly GraphQLErrorEntry[] | null {
  return error instanceof GraphQLRequestError ? error.errors : null;
}

export function summarizeServerError(error: unknown): ServerErrorSummary {
  const errors = errorsOf(error);
  if (!errors) return { code: null, fields: {}, message: NETWORK_MESSAGE };
  const first = errors[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  const fields: Record<string, string> = {};
  for (const entry of errors) {
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
  return errorsOf(error)?.some((e) => e.extensions?.code === code) === true;
}

/** Whether the API refused the request's token (expired, revoked, or its account gone). */
export const refusesToken = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') === true;
