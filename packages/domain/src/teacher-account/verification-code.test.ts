import { describe, expect, it } from 'vitest';
import { isVerificationCodeShape, verificationCodeRetryMinutes, verificationCodeState } from './verification-code.ts';

const now = new Date('2026-05-04T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('verificationCodeState', () => {
  it('is usable until it expires, is used, or has taken five wrong entries', () => {
    expect(verificationCodeState({ expiresAt: minutes(1), usedAt: null, attempts: 0 }, now)).toBe('usable');
    expect(verificationCodeState({ expiresAt: now, usedAt: null, attempts: 0 }, now)).toBe('expired');
    expect(verificationCodeState({ expiresAt: minutes(1), usedAt: minutes(-1), attempts: 0 }, now)).toBe('used');
    expect(verificationCodeState({ expiresAt: minutes(1), usedAt: null, attempts: 4 }, now)).toBe('usable');
    expect(verificationCodeState({ expiresAt: minutes(1), usedAt: null, attempts: 5 }, now)).toBe('exhausted');
    expect(verificationCodeState({ expiresAt: minutes(-1), usedAt: null, attempts: 5 }, now)).toBe('exhausted');
  });

  it('takes exactly six digits', () => {
    expect(isVerificationCodeShape('012345')).toBe(true);
    expect(isVerificationCodeShape('12345')).toBe(false);
    expect(isVerificationCodeShape('1234567')).toBe(false);
    expect(isVerificationCodeShape('12345a')).toBe(false);
    expect(isVerificationCodeShape(' 123456')).toBe(false);
  });
});

describe('verificationCodeRetryMinutes', () => {
  it('allows five codes per hour, then says when the oldest leaves the window', () => {
    const four = [minutes(-50), minutes(-40), minutes(-30), minutes(-20)];
    expect(verificationCodeRetryMinutes(four, now)).toBe(0);
    expect(verificationCodeRetryMinutes([...four, minutes(-10)], now)).toBe(10);
    expect(verificationCodeRetryMinutes([minutes(-70), ...four], now)).toBe(0);
  });
});
