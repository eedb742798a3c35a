import { COUNTRY_CODES as CODES } from '../enums.ts';

/** The countries of BICs, addresses and applicants (the list lives in contracts, for the forms too). */
const COUNTRY_CODE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value);
}
