import { describe, expect, it } from 'vitest';
import { refreshTokenState } from './refresh-token-state.ts';

const now = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const live = { revokedAt: null, expiresAt: later(86_400_000) };

describe('refreshTokenState', () => {
  it('rotates an unused, unexpired token of a live session', () => {
    expect(refreshTokenState({ usedAt: null, expiresAt: later(1000), session: live }, now)).toBe('valid');
  });

  it('treats any spent token presented again as reused, even one spent this very moment', () => {
    expect(refreshTokenState({ usedAt: now, expiresAt: later(1000), session: live }, now)).toBe('reused');
    const usedAt = later(-60_000);
    expect(refreshTokenState({ usedAt, expiresAt: later(1000), session: live }, now)).toBe('reused');
  });

  it('refuses expired tokens, expired sessions and revoked sessions', () => {
    expect(refreshTokenState({ usedAt: null, expiresAt: now, session: live }, now)).toBe('expired');
    expect(refreshTokenState({ usedAt: null, expiresAt: later(1000), session: { revokedAt: null, expiresAt: now } }, now)).toBe('expired');
    expect(refreshTokenState({ usedAt: null, expiresAt: later(1000), session: { revokedAt: now, expiresAt: later(1) } }, now)).toBe(
      'revoked',
    );
  });
});
