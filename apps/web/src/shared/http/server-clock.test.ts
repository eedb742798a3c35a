import { describe, expect, it } from 'vitest';
import { needsRefresh } from './token-refresh.ts';
import { clockOffsetFrom } from './server-clock.ts';

const SENT = Date.parse('2026-11-27T12:00:00.000Z');

describe('clockOffsetFrom', () => {
  it('reads a server three days behind from the Date header', () => {
    const offset = clockOffsetFrom('Tue, 24 Nov 2026 12:00:00 GMT', SENT, SENT + 200);
    expect(offset).toBe(-3 * 86_400_000 + 500 - 100);
  });

  it('calls a difference within the header’s rounding no skew', () => {
    expect(clockOffsetFrom('Fri, 27 Nov 2026 12:00:01 GMT', SENT, SENT + 300)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(clockOffsetFrom(null, SENT, SENT)).toBeNull();
    expect(clockOffsetFrom('yesterday', SENT, SENT)).toBeNull();
  });

  it('keeps a token issued by a server days behind fresh once its clock is known', () => {
    const serverNow = SENT - 3 * 86_400_000;
    const expiry = String(serverNow + 15 * 60_000);
    // Against the device clock the token looks three days dead: every call would refresh first.
    expect(needsRefresh(expiry, SENT)).toBe(true);
    const offset = clockOffsetFrom(new Date(serverNow).toUTCString(), SENT, SENT) ?? 0;
    expect(needsRefresh(expiry, SENT + offset)).toBe(false);
  });
});
