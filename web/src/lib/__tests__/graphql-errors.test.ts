import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, summarizeServerError } from '../graphql-errors';

describe('summarizeServerError', () => {
  it('reads the fields of the input argument by their path inside the form, other arguments as they are', () => {
    const error = new GraphQLRequestError(
      [
        {
          message: 'Some fields need your attention.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              'input.phoneNumber': 'Enter the phone number.',
              'input.address.city': 'Required.',
              after: 'x',
            },
          },
        },
      ],
      null,
    );
    expect(summarizeServerError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Some fields need your attention.',
      fields: { phoneNumber: 'Enter the phone number.', 'address.city': 'Required.', after: 'x' },
    });
  });
});
