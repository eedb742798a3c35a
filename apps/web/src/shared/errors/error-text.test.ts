import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { errorCodeOf, errorText, isDomainFailure, isUnknownOutcome } from './error-text.ts';

/** A t that shows which key it was asked for and with which values. */
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _ignored, ...values } = options ?? {};
  return Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}) as unknown as TFunction;

const graphql = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => ({
  graphQLErrors: errors,
  networkError: undefined,
});
const lostAnswer = { graphQLErrors: [], networkError: new Error('Failed to fetch') };

describe('errorText', () => {
  it('words a coded GraphQL error with the text of its code, details filled in', () => {
    expect(errorText(graphql({ message: 'This class is full.', extensions: { code: 'class_is_full' } }), t)).toBe('errors:class_is_full');
    const locked = graphql({ message: 'Too many...', extensions: { code: 'too_many_login_attempts', details: { minutes: 12 } } });
    expect(errorText(locked, t)).toBe('errors:too_many_login_attempts {"minutes":12}');
  });

  it('prefers the domain error to the validation errors beside it, and shows a lone validation message as it is', () => {
    const field = { message: 'Please enter a date.', extensions: { code: 'validation_failed', category: 'validate', field: 'date' } };
    const domain = { message: 'Full', extensions: { code: 'class_is_full' } };
    expect(errorText(graphql(field, domain), t)).toBe('errors:class_is_full');
    expect(errorText(graphql(field), t)).toBe('Please enter a date.');
  });

  it('masks internal errors and shows the server message of a code the catalogue does not know', () => {
    expect(errorText(graphql({ message: 'Oops', extensions: { code: 'INTERNAL_SERVER_ERROR' } }), t)).toBe('errors:internal_server_error');
    expect(errorText(graphql({ message: 'Field "x" is unknown', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }), t)).toBe(
      'Field "x" is unknown',
    );
    expect(errorText(graphql({ message: '', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }), t)).toBe('common:errors.generic');
  });

  it('says "Network error" when no answer came, or the screen\'s own words for it', () => {
    expect(errorText(lostAnswer, t)).toBe('common:errors.network');
    expect(errorText(lostAnswer, t, 'Could not load.')).toBe('Could not load.');
    expect(errorText(undefined, t, 'Could not load.')).toBe('Could not load.');
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe('common:errors.network');
  });

  it('reads REST answers the same way', () => {
    expect(errorText(new HttpError(401, { code: 'bad_credentials', message: 'The email...' }, 'x'), t)).toBe('errors:bad_credentials');
    expect(errorText(new HttpError(500, { code: 'internal_server_error' }, 'x'), t)).toBe('errors:internal_server_error');
    const invalid = new HttpError(422, { code: 'validation_failed', message: 'Please enter your e-mail.', errors: [] }, 'x');
    expect(errorText(invalid, t)).toBe('Please enter your e-mail.');
    expect(errorText(new HttpError(413, { code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Too large' }, 'x'), t)).toBe('Too large');
  });

  it('words a bare code, or a code with the message stored beside it', () => {
    expect(errorText('link_expired', t)).toBe('errors:link_expired');
    expect(errorText({ code: 'card_declined', message: 'Your card was declined.' }, t)).toBe('errors:card_declined');
    expect(errorText({ code: 'processor_said_no', message: 'Declined by the bank.' }, t)).toBe('Declined by the bank.');
  });
});

describe('reading a failure', () => {
  it('finds the code to branch on', () => {
    expect(errorCodeOf(graphql({ message: 'x', extensions: { code: 'not_enough_credits' } }))).toBe('not_enough_credits');
    expect(errorCodeOf(lostAnswer)).toBeUndefined();
  });

  it('tells a lost answer (retry with the same key) from an answer', () => {
    expect(isUnknownOutcome(lostAnswer)).toBe(true);
    expect(isUnknownOutcome(graphql({ message: 'x', extensions: { code: 'payment_failed' } }))).toBe(false);
  });

  it('tells an error about the request from one about its fields', () => {
    expect(isDomainFailure(graphql({ message: 'x', extensions: { code: 'verification_code_expired' } }))).toBe(true);
    expect(isDomainFailure(graphql({ message: 'x', extensions: { code: 'validation_failed', category: 'validate' } }))).toBe(false);
    expect(isDomainFailure(lostAnswer)).toBe(false);
    expect(isDomainFailure(undefined)).toBe(false);
  });
});
