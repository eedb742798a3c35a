import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps in-area paths and refuses other sites', () => {
    expect(safeRedirect('/en/account/home?x=1')).toBe('/en/account/home?x=1');
    expect(safeRedirect('//evil.test')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(safeRedirect('https://evil.test')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
