import { describe, expect, it } from 'vitest';
import { currencyForCountry } from './currency-by-country.ts';
import { amountInMajor, percentOf } from './money.ts';
import { splitGross, vatRateBasisPoints } from './vat.ts';

describe('money', () => {
  it('prints minor units as major', () => {
    expect(amountInMajor(1999)).toBe('19.99');
    expect(amountInMajor(5)).toBe('0.05');
    expect(amountInMajor(-250)).toBe('-2.50');
    expect(() => amountInMajor(1.5)).toThrow(RangeError);
  });
  it('takes percentages in whole cents, half up', () => {
    expect(percentOf(9999, 20)).toBe(2000);
    expect(percentOf(1, 20)).toBe(0);
    expect(percentOf(3, 50)).toBe(2);
  });
  it('picks the currency by country, USD elsewhere', () => {
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('br')).toBe('BRL');
    expect(currencyForCountry('CH')).toBe('CHF');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('PL')).toBe('PLN');
    expect(currencyForCountry('TR')).toBe('TRY');
    expect(currencyForCountry('SE')).toBe('EUR');
    expect(currencyForCountry('JP')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });
  it('splits gross prices so net + VAT = gross', () => {
    expect(vatRateBasisPoints('DE')).toBe(1900);
    expect(vatRateBasisPoints('US')).toBe(0);
    expect(splitGross(11900, 1900)).toEqual({ netCents: 10000, vatCents: 1900 });
    for (const gross of [1, 99, 4999, 12345]) {
      const { netCents, vatCents } = splitGross(gross, 2300);
      expect(netCents + vatCents).toBe(gross);
    }
    expect(splitGross(5000, 0)).toEqual({ netCents: 5000, vatCents: 0 });
  });
});
