import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCatalogue, errorMessageKey, errorStatus, formatErrorMessage, isErrorCode } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every code a client or server error status and a message', () => {
    for (const code of ERROR_CODES) {
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code].message.trim(), code).not.toBe('');
    }
  });

  it('chooses the statuses the web acts on: 401/403 end the session, 400 and 410 are not retried', () => {
    expect(errorStatus('unauthenticated')).toBe(401);
    expect(errorStatus('session_expired')).toBe(401);
    expect(errorStatus('forbidden')).toBe(403);
    expect(errorStatus('invalid_token')).toBe(400); // a stale e-mail link is a message, not a lost session
    expect(errorStatus('package_not_found')).toBe(400); // 001 §8: a 400 the store ignores
    expect(errorStatus('class_has_ended')).toBe(410);
    expect(errorStatus('not_found')).toBe(404);
    expect(errorStatus('too_many_login_attempts')).toBe(429);
  });

  it('names the web text of a code by one rule', () => {
    expect(errorMessageKey('class_is_full')).toBe('errors:class_is_full');
  });

  it('fills placeholders from details and leaves unknown ones visible', () => {
    expect(formatErrorMessage('too_many_login_attempts', { minutes: 15 })).toBe(
      'Too many failed login attempts. Please retry in 15 minutes.',
    );
    expect(formatErrorMessage('classroom_not_open')).toBe('The classroom opens {minutes} minutes before the class starts.');
  });

  it('tells a catalogue code from anything else', () => {
    expect(isErrorCode('class_is_full')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
