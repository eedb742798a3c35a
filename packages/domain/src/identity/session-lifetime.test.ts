import { describe, expect, it } from 'vitest';
import { sessionCookieMaxAge, sessionExpiresAt } from './session-lifetime.ts';

const now = new Date('2026-10-25T00:00:00Z');

describe('session lifetime', () => {
  it('lasts a year with remember-me and a day without', () => {
    expect(sessionExpiresAt(true, now).getTime() - now.getTime()).toBe(365 * 86_400_000);
    expect(sessionExpiresAt(false, now).getTime() - now.getTime()).toBe(86_400_000);
  });

  it('gives remembered sessions a Max-Age of their remaining time, others browser-session cookies', () => {
    expect(sessionCookieMaxAge({ rememberMe: true, expiresAt: sessionExpiresAt(true, now) }, now)).toBe(365 * 86_400);
    const later = new Date(now.getTime() + 86_400_000);
    expect(sessionCookieMaxAge({ rememberMe: true, expiresAt: sessionExpiresAt(true, now) }, later)).toBe(364 * 86_400);
    expect(sessionCookieMaxAge({ rememberMe: false, expiresAt: sessionExpiresAt(false, now) }, now)).toBeUndefined();
  });
});
