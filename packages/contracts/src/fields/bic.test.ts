import { describe, expect, it } from 'vitest';
import { isValidBankCode, isValidBic, normalizeBic } from './bic.ts';

describe('isValidBic', () => {
  it('accepts 8 and 11 character BICs, ignoring case and spaces', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('cobadeffxxx')).toBe(true);
    expect(isValidBic('NWBK GB 2L')).toBe(true);
    expect(normalizeBic(' deut de ff ')).toBe('DEUTDEFF');
  });

  it('refuses wrong lengths, digits in the bank code and unknown countries', () => {
    expect(isValidBic('DEUTDEF')).toBe(false);
    expect(isValidBic('DEUTDEFF5')).toBe(false);
    expect(isValidBic('DEUTDEFF5000')).toBe(false);
    expect(isValidBic('DEU1DEFF')).toBe(false);
    expect(isValidBic('DEUTQQFF')).toBe(false);
    expect(isValidBic('')).toBe(false);
  });
});

describe('isValidBankCode', () => {
  it('takes a BIC or a national bank code (routing number, sort code)', () => {
    expect(isValidBankCode('DEUTDEFF')).toBe(true);
    expect(isValidBankCode('021000021')).toBe(true);
    expect(isValidBankCode('20-00-00')).toBe(true);
    expect(isValidBankCode('12')).toBe(false);
    expect(isValidBankCode('bank of somewhere')).toBe(false);
  });
});
