import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, normalizePhoneNumber } from './phone.ts';

describe('normalizePhoneNumber', () => {
  it('accepts international numbers as typed and returns E.164', () => {
    expect(normalizePhoneNumber('+49 1512 3456789')).toBe('+4915123456789');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('+1 (650) 253-0000')).toBe('+16502530000');
  });

  it('reads a national number in the given country', () => {
    expect(normalizePhoneNumber('01512 3456789', 'DE')).toBe('+4915123456789');
    expect(normalizePhoneNumber('01512 3456789')).toBeNull();
  });

  it('refuses numbers that do not fit the numbering plan, and text', () => {
    expect(isValidPhoneNumber('+49 123')).toBe(false);
    expect(isValidPhoneNumber('+1 000 000 0000')).toBe(false);
    expect(isValidPhoneNumber('+49 call me maybe')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
    expect(isValidPhoneNumber('+49 1512 3456789', 'XX')).toBe(true);
  });
});
