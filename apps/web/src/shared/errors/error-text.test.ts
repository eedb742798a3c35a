import { INPUT_MESSAGES } from '@parla/contracts';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import deCommon from '../i18n/locales/de/common.json';
import deErrors from '../i18n/locales/de/errors.json';
import deValidation from '../i18n/locales/de/validation.json';
import { errorCodeOf, errorText, isDomainFailure, isUnknownOutcome, loadInputMessageWording } from './error-text.ts';

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

describe('errorText for a German reader', () => {
  const german = async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'de',
      resources: { de: { common: deCommon, errors: deErrors, validation: deValidation } },
      defaultNS: 'errors',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    return i18n.t;
  };

  it('words a validation failure as the form does: a contract message in German, numbers filled in', async () => {
    const t = await german();
    await loadInputMessageWording();
    const field = (message: string) => ({ message, extensions: { code: 'validation_failed', category: 'validate', field: 'x' } });
    expect(errorText(graphql(field(INPUT_MESSAGES.languagesTooMany)), t)).toBe('Höchstens 12 Sprachen.');
    expect(errorText(graphql(field(INPUT_MESSAGES.rangeInvalid)), t)).toBe(
      'Der Zeitraum muss positiv sein und darf höchstens 93 Tage umfassen.',
    );
    const rest = new HttpError(422, { code: 'validation_failed', message: INPUT_MESSAGES.emailRequired, errors: [] }, 'x');
    expect(errorText(rest, t)).toBe('Bitte gib deine E-Mail-Adresse ein.');
    // A server's own sentence stays as it came; no message at all is the catalogue's sentence.
    expect(errorText(graphql(field('Please enter a date.')), t)).toBe('Please enter a date.');
    expect(errorText(new HttpError(422, { code: 'validation_failed', errors: [] }, 'x'), t)).toBe('Bitte prüfe das Formular auf Fehler.');
  });

  it('says "Network error" in German', async () => {
    expect(errorText(lostAnswer, await german())).toBe('Netzwerkfehler');
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
