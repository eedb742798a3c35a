import { SECRET_KEY } from '../../lib/redact.ts';

export const SECRET = '[secret]';
export const PERSONAL = '[personal]';

/** Keys the log secret pattern catches that are not secrets in the back office's data. */
const NOT_SECRET = new Set(['code', 'couponCode', 'errorCode', 'currencyCode', 'languageCode', 'countryCode', 'cefrCode']);
/** More secrets than the log pattern names. */
const MORE_SECRETS = /otp|session|cookie|authorization|apiKey|privateKey|bic$/i;
/**
 * Personal data: not kept in the log. People are named by id; the page reads their names live
 * from `users`, so an erased account leaves nothing personal behind here (decision 094).
 */
const PERSONAL_KEY =
  /^(email|e_mail|firstName|lastName|fullName|phone|phoneNumber|address|street|postcode|postalCode|birthday|birthDate|dateOfBirth|vatNumber)$/i;

/** The largest `request`/`before`/`after` document kept; bigger ones keep their top-level keys only. */
const MAX_JSON_CHARS = 16_000;

function scrub(value: unknown, depth: number): unknown {
  if (depth > 12) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if ((SECRET_KEY.test(key) && !NOT_SECRET.has(key)) || MORE_SECRETS.test(key)) copy[key] = SECRET;
    else if (PERSONAL_KEY.test(key)) copy[key] = PERSONAL;
    else copy[key] = scrub(item, depth + 1);
  }
  return copy;
}

/**
 * Arguments and results as plain JSON for the log: dates as ISO strings, functions and class
 * internals gone (a JSON round trip), then every secret-looking or personal key replaced at any
 * depth. Anything that cannot be serialised is kept as a note, never thrown: the audit must not
 * break the action it records.
 */
export function scrubForAudit(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  let plain: unknown;
  try {
    plain = JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)));
  } catch {
    return { unserialisable: true };
  }
  const scrubbed = scrub(plain, 0);
  const text = JSON.stringify(scrubbed);
  if (text === undefined) return null;
  if (text.length <= MAX_JSON_CHARS) return scrubbed;
  if (Array.isArray(scrubbed)) return { truncated: true, length: scrubbed.length };
  return typeof scrubbed === 'object' && scrubbed !== null ? { truncated: true, keys: Object.keys(scrubbed) } : { truncated: true };
}
