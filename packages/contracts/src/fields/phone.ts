import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number in international form (E.164, "+4915112345678") if it is a valid number,
 * else null. Without a leading + the number is read as one of `defaultCountry` (ISO alpha-2).
 * The full metadata is used, so a number must fit its country's numbering plan, not only its length.
 */
export function normalizePhoneNumber(value: string, defaultCountry?: string): string | null {
  const text = value.trim();
  if (text.length < 3 || text.length > 40 || /[a-z]/i.test(text.replace(/\s*(ext\.?|x)\s*\d+$/i, ''))) return null;
  try {
    const parsed = parsePhoneNumberFromString(text, { defaultCountry: defaultCountry as never, extract: false });
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

export function isValidPhoneNumber(value: string, defaultCountry?: string): boolean {
  return normalizePhoneNumber(value, defaultCountry) !== null;
}
