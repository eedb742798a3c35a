import { describe, expect, it } from 'vitest';
import { singleUseTokenState, tokenExpiresAt } from './token-state.ts';

const now = new Date('2026-03-29T00:30:00Z');

describe('single-use tokens', () => {
  it('expire a reset link after 60 minutes and a verification link after 7 days', () => {
    expect(tokenExpiresAt('reset_password', now).getTime() - now.getTime()).toBe(60 * 60_000);
    expect(tokenExpiresAt('verify_email', now).getTime() - now.getTime()).toBe(7 * 24 * 60 * 60_000);
  });

  it('is valid before expiry, expired at and after it, used once used', () => {
    const expiresAt = tokenExpiresAt('reset_password', now);
    expect(singleUseTokenState({ expiresAt, usedAt: null }, now)).toBe('valid');
    expect(singleUseTokenState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
    expect(singleUseTokenState({ expiresAt, usedAt: now }, now)).toBe('used');
  });
});
