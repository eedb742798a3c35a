import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERASURE_DELAY_DAYS, accountErasureAt, erasedEmailOf } from './account-closure.ts';

describe('account closure', () => {
  it('erases personal data 30 days after the closing instant, to the millisecond', () => {
    const closedAt = new Date('2026-03-28T23:30:00Z'); // the night the clocks go forward in Europe
    expect(ACCOUNT_ERASURE_DELAY_DAYS).toBe(30);
    expect(accountErasureAt(closedAt).toISOString()).toBe('2026-04-27T23:30:00.000Z');
  });

  it('gives every erased account its own undeliverable address', () => {
    expect(erasedEmailOf('a')).not.toBe(erasedEmailOf('b'));
    expect(erasedEmailOf('a')).toMatch(/@erased\.invalid$/);
  });
});
