import type { Role } from './enums.ts';

/** Cookie names shared by server and web. */
export const ACCESS_COOKIE = 'BEARER';
/** Readable by scripts: the access token's expiry in epoch milliseconds. */
export const ACCESS_EXPIRY_COOKIE = 'BEARER_EXPIRES_AT';
export const REFRESH_COOKIE = 'REFRESH_TOKEN';
/**
 * Over https the session cookies carry this prefix: the browser then only keeps them when
 * Secure, Path=/ and host-only, so a sibling subdomain or an http page cannot plant or
 * shadow them. Plain http (the quick start on localhost) keeps the bare names.
 */
export const HOST_COOKIE_PREFIX = '__Host-';
export function sessionCookieName(name: string, secure: boolean): string {
  return secure ? `${HOST_COOKIE_PREFIX}${name}` : name;
}
export const RELEASE_HEADER = 'x-release-id';
export const LOCALE_HEADER = 'x-locale';

/** The spec's floor (000 §5); strength and leak checks add to it. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 4096;

/** The client user record (000 §3) plus roles. */
export interface ClientUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  photos: { url: string; size: string }[];
  timezone: string;
  calendarUrl: string | null;
  verified: boolean;
  studentId: string | null;
  marketingAgreement: boolean;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  countryCode: string | null;
  hasSubscription: boolean;
  createdAt: string;
  roles: Role[];
  locale: string;
  timeFormat: string;
  weekStart: string;
  isGuest: boolean;
  impersonatedBy: string | null;
}

/** Body of a successful login, registration or refresh; the cookies carry the tokens. */
export interface AuthResponse {
  user: ClientUser;
  /** Access token expiry in epoch milliseconds (the same value as the BEARER_EXPIRES_AT cookie). */
  accessExpiresAt: number;
}

/** The one answer to a reset request, whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to reset the password. It is valid for 60 minutes.';

export function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}
