import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { firstErrors, toFieldErrors } from './validation-errors.ts';

describe('toFieldErrors', () => {
  it('reads a REST 422 body, also through an HttpError', () => {
    const body = {
      code: 'validation_failed',
      errors: [
        { category: 'validate', field: 'email', message: 'This email address is already used.' },
        { category: 'validate', field: 'password', message: 'Too short.' },
        { category: 'validate', field: 'password', message: 'Too weak.' },
      ],
    };
    const expected = { email: ['This email address is already used.'], password: ['Too short.', 'Too weak.'] };
    expect(toFieldErrors(body)).toEqual(expected);
    expect(toFieldErrors(new HttpError(422, body, 'Unprocessable'))).toEqual(expected);
  });
  it('reads GraphQL validation errors and ignores the others', () => {
    const error = {
      graphQLErrors: [
        { message: 'Required', extensions: { category: 'validate', field: 'city' } },
        { message: 'boom', extensions: { code: 'internal_server_error' } },
      ],
    };
    expect(toFieldErrors(error)).toEqual({ city: ['Required'] });
  });
  it('keeps the first message per field', () => {
    expect(firstErrors({ a: ['x', 'y'], b: [] })).toEqual({ a: 'x' });
    expect(toFieldErrors(null)).toEqual({});
  });
});
