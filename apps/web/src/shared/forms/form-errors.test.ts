import { INPUT_MESSAGE_VALUES, INPUT_MESSAGES, loginInput, registerInput, updatePasswordInput } from '@parla/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../i18n/locales/de/validation.json';
import en from '../i18n/locales/en/validation.json';
import es from '../i18n/locales/es/validation.json';
import fr from '../i18n/locales/fr/validation.json';
import ru from '../i18n/locales/ru/validation.json';
import { HttpError } from '../http/http-error.ts';
import { fieldMessage } from './field-message.ts';
import { schemaErrors } from './input-schema.ts';
import { errorUnder, toFieldErrors, toFormErrors } from './validation-errors.ts';

const validRegistration = {
  firstName: 'Ana',
  email: 'ana@example.com',
  password: 'secret-enough',
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
  marketingAgreement: false,
};

describe('schemaErrors (a contract schema read through Standard Schema)', () => {
  it('names every failing field, first message first', async () => {
    const errors = await schemaErrors(registerInput, { ...validRegistration, email: '  ', firstName: '', acceptTerms: false });
    expect(errors.email).toEqual(['Please enter your email address.', 'This email address is not valid.']);
    expect(errors.firstName).toEqual(['Please enter your name.']);
    expect(errors.acceptTerms).toEqual(['Please accept the Terms and Conditions.']);
    expect(Object.keys(errors).sort()).toEqual(['acceptTerms', 'email', 'firstName']);
  });
  it('passes valid input and reports cross-field rules on their field', async () => {
    expect(await schemaErrors(registerInput, validRegistration)).toEqual({});
    const mismatch = await schemaErrors(updatePasswordInput, {
      currentPassword: 'x',
      password: 'secret1',
      passwordConfirmation: 'secret2',
    });
    expect(mismatch).toEqual({ passwordConfirmation: ['The passwords must match.'] });
  });
});

describe('toFormErrors (the one mapping onto a form)', () => {
  const fields = ['email', 'password', 'spokenLanguages'];
  it('keeps the first message per field and drops fields the form lacks', () => {
    expect(toFormErrors({ email: ['first', 'second'], unknown: ['x'] }, fields)).toEqual({ email: 'first' });
  });
  it('follows aliases and keeps a nested path under its list field', () => {
    const errors = { _username: ['Please enter your email address.'], 'spokenLanguages.1.fluency': ['Please choose a level.'] };
    const mapped = toFormErrors(errors, fields, { _username: 'email' });
    expect(mapped).toEqual({ email: 'Please enter your email address.', 'spokenLanguages.1.fluency': 'Please choose a level.' });
    expect(errorUnder(mapped, 'spokenLanguages')).toBe('Please choose a level.');
    expect(errorUnder({ spokenLanguages: 'Please add the languages you speak.' }, 'spokenLanguages')).toBe(
      'Please add the languages you speak.',
    );
  });
  it('maps schema issues and server errors the same way', async () => {
    const fromSchema = await schemaErrors(loginInput, { _username: '', _password: '' });
    const fromServer = toFieldErrors(
      new HttpError(
        422,
        {
          errors: [
            { category: 'validate', field: '_username', message: 'Please enter your email address.' },
            { category: 'validate', field: '_password', message: 'Please enter your password.' },
          ],
        },
        'Unprocessable',
      ),
    );
    const aliases = { _username: 'email', _password: 'password' };
    expect(toFormErrors(fromSchema, fields, aliases)).toEqual(toFormErrors(fromServer, fields, aliases));
    const fromGraphQL = toFieldErrors({
      graphQLErrors: [{ message: 'Too weak.', extensions: { category: 'validate', field: 'password' } }],
    });
    expect(toFormErrors(fromGraphQL, fields)).toEqual({ password: 'Too weak.' });
  });
});

describe('fieldMessage', () => {
  it('shows a contract message in the viewer language and any other message as it came', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: { validation: de } }, interpolation: { escapeValue: false }, showSupportNotice: false });
    expect(fieldMessage('The password must be at least 6 characters long.', i18n.t)).toBe(
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
    expect(fieldMessage('Please enter your current password.', i18n.t)).toBe('Bitte gib dein aktuelles Passwort ein.');
    expect(fieldMessage('The current password is incorrect.', i18n.t)).toBe('Das aktuelle Passwort ist falsch.');
    expect(fieldMessage('A sentence no catalogue knows.', i18n.t)).toBe('A sentence no catalogue knows.');
  });

  it('shows the messages the back office and teacher schemas use in German, their numbers filled in', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: { validation: de } }, interpolation: { escapeValue: false }, showSupportNotice: false });
    const word = (message: string) => fieldMessage(message, i18n.t);
    expect(word(INPUT_MESSAGES.problemDescriptionRequired)).toBe('Bitte beschreibe das Problem.');
    expect(word(INPUT_MESSAGES.payoutMethodRequired)).toBe('Bitte wähle, wie du bezahlt werden möchtest.');
    expect(word(INPUT_MESSAGES.challengeTargetInvalid)).toBe('Gib ein Ziel von 1 bis 300 an.');
    expect(word(INPUT_MESSAGES.flagUsersTooMany)).toBe('Höchstens 200 Nutzer.');
    expect(word(INPUT_MESSAGES.timezoneChoose)).toBe('Wähle eine Zeitzone aus der Liste.');
    // The server's own checks (decision 123 §4), their fixed limits filled in.
    expect(word(INPUT_MESSAGES.teachingPauseTooLong)).toBe('Eine Unterrichtspause darf höchstens 60 Tage dauern.');
    expect(word(INPUT_MESSAGES.classesRangeInvalid)).toBe('Der Zeitraum muss positiv sein und darf höchstens 31 Tage umfassen.');
    expect(word(INPUT_MESSAGES.dateInFuture)).toBe('Bitte wähle ein Datum in der Zukunft');
  });
});

describe('the contract messages catalogue', () => {
  it('has every message in English (the same words as the contract) and in every display language', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { validation: en } }, interpolation: { escapeValue: false }, showSupportNotice: false });
    const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english = en as Record<string, string>;
    for (const [key, message] of Object.entries(INPUT_MESSAGES)) {
      expect(i18n.t(`validation:${key}`, INPUT_MESSAGE_VALUES), key).toBe(message);
      for (const [language, catalogue] of Object.entries({ de, fr, es, ru })) {
        const text = (catalogue as Record<string, string>)[key];
        expect(text, `${language} ${key}`).toBeTruthy();
        // The same numbers as the English: a translation cannot name a limit of its own.
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]));
      }
    }
  });
});
