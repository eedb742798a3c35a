import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { type PhoneCodeState, assertPhoneCodeCheckable, attemptsLeftAfterMiss, nextPhoneCodeWindow } from './phone-verification.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 8, minutes));
const state = (overrides: Partial<PhoneCodeState> = {}): PhoneCodeState => ({
  codeSentAt: at(0),
  codeExpiresAt: at(10),
  codeAttempts: 0,
  codesInWindow: 1,
  sendWindowStartedAt: at(0),
  ...overrides,
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? [error.code, error.details] : error;
  }
  return null;
};

describe('nextPhoneCodeWindow', () => {
  it('opens a window with the first code', () => {
    expect(nextPhoneCodeWindow(null, at(0))).toEqual({ codesInWindow: 1, sendWindowStartedAt: at(0) });
  });
  it('refuses a second code within the minute, allows it after', () => {
    expect(codeOf(() => nextPhoneCodeWindow(state(), new Date(at(0).getTime() + 59_000)))).toEqual([
      'too_many_phone_codes',
      { minutes: 1 },
    ]);
    expect(nextPhoneCodeWindow(state(), at(1))).toEqual({ codesInWindow: 2, sendWindowStartedAt: at(0) });
  });
  it('allows five an hour, then says how long to wait; a new hour starts afresh', () => {
    expect(codeOf(() => nextPhoneCodeWindow(state({ codesInWindow: 5, codeSentAt: at(4) }), at(20)))).toEqual([
      'too_many_phone_codes',
      { minutes: 40 },
    ]);
    expect(nextPhoneCodeWindow(state({ codesInWindow: 5, codeSentAt: at(4) }), at(60))).toEqual({
      codesInWindow: 1,
      sendWindowStartedAt: at(60),
    });
  });
});

describe('assertPhoneCodeCheckable', () => {
  it('needs a live code with tries left', () => {
    expect(codeOf(() => assertPhoneCodeCheckable(null, at(1)))).toEqual(['phone_code_missing', undefined]);
    expect(codeOf(() => assertPhoneCodeCheckable(state(), at(9)))).toBeNull();
    expect(codeOf(() => assertPhoneCodeCheckable(state(), at(10)))).toEqual(['phone_code_expired', undefined]);
    expect(codeOf(() => assertPhoneCodeCheckable(state({ codeAttempts: 5 }), at(1)))).toEqual(['phone_code_attempts_exceeded', undefined]);
  });
  it('counts the tries left after a miss', () => {
    expect(attemptsLeftAfterMiss(state())).toBe(4);
    expect(attemptsLeftAfterMiss(state({ codeAttempts: 4 }))).toBe(0);
  });
});
