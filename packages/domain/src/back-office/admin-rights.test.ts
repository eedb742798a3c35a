import { describe, expect, it } from 'vitest';
import { adminMay } from './admin-rights.ts';

describe('adminMay', () => {
  it('gives a full admin every right', () => {
    for (const right of ['change_position', 'manage_admins', 'close_accounts', 'remove_credits'] as const) {
      expect(adminMay('full', right)).toBe(true);
    }
  });
  it('refuses a support admin the position change and the other full-only rights', () => {
    for (const right of ['change_position', 'manage_admins', 'close_accounts', 'remove_credits'] as const) {
      expect(adminMay('support', right)).toBe(false);
    }
  });
});
