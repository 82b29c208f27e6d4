// The rules every text input obeys (@hostel/common's text rules: a bound, no control characters),
// applied to each string argument of an operation, written in the query or sent as a variable,
// before anything runs: no resolver can forget them, anonymous arguments (a filter, a slug) included.
import { fieldLabel, summarizeFieldErrors, textInputProblem } from '@hostel/common';
import { valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import { badUserInput, type AppError, type FieldErrors } from './errors.js';

// JSON's objects, and graphql-js's for object literals (null prototype); not an upload.
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  const prototype = typeof value === 'object' && value !== null && Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * BAD_USER_INPUT with a message per field for the texts of `document`'s arguments that break the
 * rules, or undefined. Keys are the arguments' paths, as every error's (`filter.city`, `slug`,
 * `input.name`). Uploads (not plain objects) are not walked.
 */
export function textInputError(
  document: DocumentNode,
  variables: Record<string, unknown>,
): AppError | undefined {
  let errors: FieldErrors | undefined;
  const check = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const key = path.join('.');
      const problem = textInputProblem(value, fieldLabel(key));
      if (problem) (errors ??= {})[key] ??= problem;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => check(item, [...path, String(i)]));
    } else if (isPlainObject(value)) {
      for (const [name, item] of Object.entries(value)) check(item, [...path, name]);
    }
  };
  visit(document, {
    Argument(node) {
      check(valueFromASTUntyped(node.value, variables), [node.name.value]);
    },
  });
  return errors && badUserInput(summarizeFieldErrors(errors)!, errors);
}
