import type { FieldErrors } from '@hostel/common';
import { GraphQLError } from 'graphql';

/** The one error catalogue of the API (DESIGN.md section 6). Clients switch on `extensions.code`. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Per-field messages for BAD_USER_INPUT (the shared rules' type). */
export type { FieldErrors };

/** An error the client is meant to see. Anything that is not an AppError is masked as INTERNAL. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    // An answer to the client, not a bug: no stack trace is captured. Formatting one (source-mapped
    // under tsx) whenever a wrapper copies `stack` cost more than the rest of a refused request,
    // and replacing the captured one afterwards formats it first.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message, { extensions: { ...extra, code } });
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.code = code;
  }
}

export const unauthenticated = (message = 'You must be signed in to do this.') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(ErrorCode.FORBIDDEN, message);

export const notFound = (what = 'The requested item') =>
  new AppError(ErrorCode.NOT_FOUND, `${what} was not found.`);

export const badUserInput = (message: string, fields: FieldErrors = {}) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, { fields });

export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

export const paymentFailed = (message: string, reason?: string) =>
  new AppError(ErrorCode.PAYMENT_FAILED, message, reason ? { reason } : {});

/** Past a limit (core/rate-limits.ts); `retryAfter` is in seconds. */
export const rateLimited = (retryAfter: number) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    `Too many requests. Please try again in ${retryAfter === 1 ? 'a second' : `${retryAfter} seconds`}.`,
    { retryAfter },
  );

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
