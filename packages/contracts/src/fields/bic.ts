import { isCountryCode } from './country-codes.ts';

/**
 * A BIC (SWIFT code, ISO 9362): 4 letters of bank code, the bank's ISO country, 2 characters
 * of location and an optional 3-character branch; 8 or 11 characters. Spaces and case are ignored.
 */
export function isValidBic(value: string): boolean {
  const bic = normalizeBic(value);
  const match = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/.exec(bic);
  return match !== null && isCountryCode(match[1]);
}

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The bank identifier for a national account (000 §3: "BIC/SWIFT/bank code"): a BIC, or a
 * national bank code such as a US routing number or a UK sort code (3 to 20 letters and digits).
 */
export function isValidBankCode(value: string): boolean {
  const code = value.replace(/[\s-]+/g, '').toUpperCase();
  // National codes are numeric or mixed (routing numbers, sort codes, BLZ): at least one digit.
  return isValidBic(code) || (/^[A-Z0-9]{3,20}$/.test(code) && /\d/.test(code));
}
