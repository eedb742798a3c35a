import { z } from './zod.ts';
import { SECTION_SLUGS } from './enums.ts';
import { isValidTimezone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { REGISTRATION_GOALS } from './learning-goals.ts';
import { LOCALES } from './locales.ts';
import { personName } from './names.ts';
import { NEXT_PATH_MAX, START_LEVELS } from './registration-funnel.ts';

// The identity forms' input schemas, used by the web's forms and by the identity routes. Kept
// apart from identity.ts because every area's first load reads its constants: a schema there
// would pull zod into every entry (decision 030).

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'yes', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes');

export const loginInput = z.object({
  _username: z.string().trim().min(1, M.emailRequired).max(320),
  _password: z.string().min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH),
  _remember_me: booleanish.optional().default(false),
  recaptcha_token: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Blank and malformed addresses get their own message; the form shows the first ("Please enter ..."). */
export const emailField = z.string().trim().toLowerCase().min(1, M.emailRequired).max(320).email(M.emailInvalid);

const newPassword = z.string().min(PASSWORD_MIN_LENGTH, M.passwordTooShort).max(PASSWORD_MAX_LENGTH);

const mustAccept = (message: string) => booleanish.refine((v) => v === true, { message });

export const registerInput = z.object({
  email: emailField,
  firstName: personName({ required: M.firstNameRequired }),
  lastName: personName().optional().default(''),
  password: newPassword,
  acceptPrivacyPolicy: mustAccept(M.acceptPrivacyPolicy),
  acceptTerms: mustAccept(M.acceptTerms),
  confirmAge: mustAccept(M.confirmAge),
  marketingAgreement: booleanish.optional().default(false),
  timezone: z.string().max(64).refine(isValidTimezone, M.timezoneInvalid).optional(),
  locale: z.enum(LOCALES, { message: M.localeInvalid }).optional(),
  /** The language the student came to learn (the course page they signed up from); default English. */
  section: z.enum(SECTION_SLUGS, { message: M.sectionNotOffered }).optional(),
  /** Checked when a captcha is configured (RECAPTCHA_SECRET), as at login. */
  recaptcha_token: z.string().max(4000).optional(),
  /** A curriculum of that section (its id); the section's default when absent (decision 064). */
  curriculum: z.string().trim().uuid(M.curriculumNotOffered).optional(),
  /** The level picked in get-started or placed by the language test: the start module; A1 when absent. */
  level: z.enum(START_LEVELS, { message: M.invalidChoice }).optional(),
  /** The goals chosen in get-started ('other' needs its text, so it is asked later in settings). */
  learningGoals: z
    .array(z.enum(REGISTRATION_GOALS, { message: M.invalidChoice }))
    .max(REGISTRATION_GOALS.length, M.invalidChoice)
    .transform((goals) => [...new Set(goals)])
    .optional(),
  /** A friend's referral code (referral/{code}); kept with the account for the first purchase. */
  referralCode: z.string().trim().max(40).optional(),
  /** Where the funnel continues; kept in the verification link. The server keeps only a safe path. */
  next: z.string().max(NEXT_PATH_MAX).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The register form: the language is asked when the page did not bring one, never picked silently. */
export const registerFormInput = registerInput.extend({
  section: z.enum(SECTION_SLUGS, { message: M.languageRequired }),
});

export const newPasswordInput = z
  .object({
    password: newPassword,
    /** The repeated entry; forms always send it, API clients may omit it. */
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: M.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });

export const updatePasswordInput = z
  .object({
    currentPassword: z.string().min(1, M.currentPasswordRequired),
    password: newPassword,
    /** The repeated entry; forms always send it, API clients may omit it. */
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: M.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });

export const resetRequestInput = z.object({ email: emailField });
export const resendConfirmationInput = z.object({ email: emailField.optional() });
export const verifyEmailInput = z.object({ token: z.string().min(1, M.linkInvalid).max(200) });
export const refreshInput = z.object({ REFRESH_TOKEN: z.string().max(200).optional() });

export const timezoneInput = z.object({
  timezone: z.string().refine(isValidTimezone, M.timezoneInvalid),
});
