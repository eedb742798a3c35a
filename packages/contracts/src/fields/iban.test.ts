import { describe, expect, it } from 'vitest';
import { formatIban, ibanRemainder, isValidIban, normalizeIban } from './iban.ts';

describe('isValidIban', () => {
  it('accepts valid IBANs of several countries, typed with spaces or in lower case', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'de89370400440532013000',
      'GB82WEST12345698765432',
      'FR14 2004 1010 0505 0001 3M02 606',
      'NL91ABNA0417164300',
      'BE68539007547034',
      'CH9300762011623852957',
      'NO9386011117947',
      'AT611904300234573201',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong check digit, a single typo and swapped digits (what mod-97 exists for)', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE89370400440532031000')).toBe(false);
  });

  it('refuses the wrong length for the country, unknown countries and other characters', () => {
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE893704004405320130000')).toBe(false);
    expect(isValidIban('US64SVBKUS6S3300958879')).toBe(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 0!')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('computes the ISO 7064 remainder without big integers and formats in groups of four', () => {
    expect(ibanRemainder(normalizeIban('GB82 WEST 1234 5698 7654 32'))).toBe(1);
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
