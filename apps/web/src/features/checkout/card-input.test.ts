import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, formatExpiry, formatIban, parseExpiry } from './card-input.ts';

describe('card input', () => {
  it('tells the brand from the first digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
  });

  it('groups digits as printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('formats and parses the expiry', () => {
    expect(formatExpiry('04')).toBe('04/');
    expect(formatExpiry('0428')).toBe('04/28');
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('0428')).toBeNull();
  });

  it('writes IBANs in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
