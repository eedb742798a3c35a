import { COUNTRY_CODES as CODES } from '@parla/contracts';

/** The countries of BICs, addresses and applicants (the list lives in contracts, for the forms too). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.has(value);
}
