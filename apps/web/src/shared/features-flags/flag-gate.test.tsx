import { describe, expect, it } from 'vitest';
import { flagIsOn } from './flag-gate.tsx';

describe('flagIsOn', () => {
  it("follows the server's decision, and the page's default until there is one", () => {
    expect(flagIsOn(true, false)).toBe(true);
    expect(flagIsOn(false, true)).toBe(false);
    expect(flagIsOn(undefined, true)).toBe(true);
    expect(flagIsOn(undefined, false)).toBe(false);
  });
});
