import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { AppError, conflict, ErrorCode } from '../errors.js';

describe('AppError', () => {
  it('is a GraphQLError with its code, and captures no stack frames', () => {
    const error = conflict('Those beds are no longer available.');
    assert.ok(error instanceof GraphQLError && error instanceof AppError);
    assert.equal(error.code, ErrorCode.CONFLICT);
    assert.deepEqual(error.extensions, { code: 'CONFLICT' });
    assert.equal(error.stack, 'GraphQLError: Those beds are no longer available.');
    // A wrapper that copies the stack (graphql's locatedError does) gets the same one line.
    assert.equal(new GraphQLError(error.message, { originalError: error }).stack, error.stack);
  });

  it('leaves stack traces of every other error as they were', () => {
    const limit = Error.stackTraceLimit;
    new AppError(ErrorCode.NOT_FOUND, 'Gone.');
    assert.equal(Error.stackTraceLimit, limit);
    assert.match(new Error('a bug').stack!, /\n\s+at /);
  });
});
