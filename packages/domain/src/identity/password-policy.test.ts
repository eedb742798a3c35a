import { describe, expect, it } from 'vitest';
import { PASSWORD_LEAKED_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_WEAK_MESSAGE, passwordPolicyViolation } from './password-policy.ts';

describe('passwordPolicyViolation', () => {
  it('accepts a long, unknown, strong enough password', () => {
    expect(passwordPolicyViolation({ length: 12, leaked: false, score: 2 })).toBeNull();
    expect(passwordPolicyViolation({ length: 30, leaked: false, score: 4 })).toBeNull();
  });

  it('refuses short, then leaked, then weak passwords, in that order', () => {
    expect(passwordPolicyViolation({ length: 5, leaked: true, score: 0 })).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordPolicyViolation({ length: 9, leaked: true, score: 0 })).toBe(PASSWORD_LEAKED_MESSAGE);
    expect(passwordPolicyViolation({ length: 9, leaked: false, score: 1 })).toBe(PASSWORD_WEAK_MESSAGE);
  });
});
