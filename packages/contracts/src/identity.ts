import { z } from 'zod';
import { type Role, SECTION_SLUGS } from './enums.ts';
import { LOCALES } from './locales.ts';
import { personName } from './names.ts';

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

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'yes', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes');

export const loginInput = z.object({
  _username: z.string().trim().min(1, 'Please enter your email address.').max(320),
  _password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH),
  _remember_me: booleanish.optional().default(false),
  recaptcha_token: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const emailField = z.string().trim().toLowerCase().max(320).email('This email address is not valid.');

const mustAccept = (message: string) => booleanish.refine((v) => v === true, { message });

export const registerInput = z.object({
  email: emailField,
  firstName: personName({ required: 'Please enter your name.' }),
  lastName: personName().optional().default(''),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH),
  acceptPrivacyPolicy: mustAccept('Please accept the Privacy Policy.'),
  acceptTerms: mustAccept('Please accept the Terms and Conditions.'),
  confirmAge: mustAccept('Please confirm that you are 18 or older.'),
  marketingAgreement: booleanish.optional().default(false),
  timezone: z.string().max(64).refine(isValidTimezone, 'The timezone is not valid.').optional(),
  locale: z.enum(LOCALES, { message: 'The locale is not valid.' }).optional(),
  /** The language the student came to learn (the course page they signed up from); default English. */
  section: z.enum(SECTION_SLUGS, { message: 'This language is not offered.' }).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const newPasswordInput = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
      .max(PASSWORD_MAX_LENGTH),
    /** The repeated entry; forms always send it, API clients may omit it. */
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: 'The passwords must match.',
    path: ['passwordConfirmation'],
  });

export const updatePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
      .max(PASSWORD_MAX_LENGTH),
    /** The repeated entry; forms always send it, API clients may omit it. */
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: 'The passwords must match.',
    path: ['passwordConfirmation'],
  });

export const resetRequestInput = z.object({ email: emailField });
export const resendConfirmationInput = z.object({ email: emailField.optional() });
export const verifyEmailInput = z.object({ token: z.string().min(1, 'This link is invalid or has expired.').max(200) });
export const refreshInput = z.object({ REFRESH_TOKEN: z.string().max(200).optional() });

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

export const timezoneInput = z.object({
  timezone: z.string().refine(isValidTimezone, 'The timezone is not valid.'),
});
export const localeInput = z.object({ locale: z.enum(LOCALES, { message: 'The locale is not valid.' }) });
