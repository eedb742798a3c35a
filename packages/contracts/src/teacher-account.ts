import {
  APPLICATION_CHANNELS,
  CEFR_LEVELS,
  SECTION_SLUGS,
  TEACHER_PAYMENT_METHODS,
  TEACHING_EXPERIENCE,
  TIME_FORMATS,
  WEEK_STARTS,
} from './enums.ts';
import { isValidBankCode, isValidBic, normalizeBic } from './fields/bic.ts';
import { isCountryCode } from './fields/country-codes.ts';
import { isValidIban, normalizeIban } from './fields/iban.ts';
import { normalizeLinkedInUrl } from './fields/linkedin-url.ts';
import { normalizePhoneNumber } from './fields/phone.ts';
import { isValidTimezone } from './identity.ts';
import { personName } from './names.ts';
import { z } from 'zod';

// The zod shapes of the teacher account forms (000 §5). Messages are what the form shows under the field.

const NOT_BLANK = 'This value should not be blank.';
const TOO_LONG = 'This value is too long.';

const required = (max: number, message = NOT_BLANK) => z.string({ message }).trim().min(1, message).max(max, TOO_LONG);
/** Optional text: blank becomes null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => (v ? v : null));
const email = (message = 'This email address is not valid.') => z.string().trim().toLowerCase().max(320, TOO_LONG).email(message);
const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isCountryCode(v), 'Please choose a country.');

export const accountInput = z.object({
  firstName: personName({ required: 'Please enter your first name.' }),
  lastName: personName({ required: 'Please enter your last name.' }),
  phoneNumber: optional(40),
});

export const profileInput = z.object({
  aboutMe: z.string().trim().max(3000, TOO_LONG),
  country: country.nullish().transform((v) => v ?? null),
});

const spokenLanguage = z.object({
  language: required(40, 'Please choose a language.'),
  fluency: z.enum(CEFR_LEVELS, { message: 'Please choose a level.' }),
});

function uniqueLanguages(list: { language: string }[], ctx: z.RefinementCtx, path: string): void {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const key = entry.language.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, index, 'language'], message: 'Each language once, please.' });
    seen.add(key);
  });
}

export const languagesInput = z
  .object({
    languages: z.array(spokenLanguage).min(1, 'Please add at least one language.').max(12, 'At most 12 languages.'),
  })
  .superRefine((v, ctx) => uniqueLanguages(v.languages, ctx, 'languages'));

export const preferencesInput = z.object({
  groupClasses: z.boolean(),
  privateClasses: z.boolean(),
  specializedClasses: z.boolean(),
  timeFormat: z.enum(TIME_FORMATS, { message: 'The time format is not valid.' }),
  timezone: z.string().max(64).refine(isValidTimezone, 'The timezone is not valid.'),
  weekStart: z.enum(WEEK_STARTS, { message: 'The week start is not valid.' }),
});

export const notificationsInput = z.object({
  feedback: z.boolean(),
  otherClassCancellation: z.boolean(),
  shortNoticeCancellation: z.boolean(),
});

/**
 * Invoice address and payout (000 §5): street address 1, city, state, zip required; street
 * address 2 optional; bank transfer needs a valid IBAN (or a national account number) and a
 * valid BIC (or bank code); PayPal needs its e-mail. Only the chosen method's fields are kept.
 */
export const payoutDetailsInput = z
  .object({
    address: required(200, 'Please enter your street address.'),
    address2: optional(200),
    city: required(100, 'Please enter your city.'),
    state: required(100, 'Please enter your state or region.'),
    postalCode: required(20, 'Please enter your zip code.'),
    country: country.nullish().transform((v) => v ?? null),
    incomeTaxNumber: optional(50),
    paymentMethod: z.enum(TEACHER_PAYMENT_METHODS, { message: 'Please choose how you want to be paid.' }),
    iban: optional(50),
    accountNumber: optional(40),
    bic: optional(40),
    paypalEmail: optional(320),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.paymentMethod === 'PayPal') {
      if (!v.paypalEmail) issue('paypalEmail', 'Please enter your PayPal e-mail address.');
      else if (!email().safeParse(v.paypalEmail).success) issue('paypalEmail', 'This email address is not valid.');
      return;
    }
    if (!v.iban && !v.accountNumber) issue('iban', 'Please enter your IBAN or account number.');
    if (v.iban && !isValidIban(v.iban)) issue('iban', 'This is not a valid IBAN.');
    if (!v.iban && v.accountNumber && !/^[A-Za-z0-9 -]{4,40}$/.test(v.accountNumber))
      issue('accountNumber', 'This is not a valid account number.');
    if (!v.bic) issue('bic', v.iban ? 'Please enter the BIC/SWIFT code.' : 'Please enter the BIC/SWIFT or bank code.');
    else if (v.iban && !isValidBic(v.bic)) issue('bic', 'This is not a valid BIC/SWIFT code.');
    else if (!v.iban && !isValidBankCode(v.bic)) issue('bic', 'This is not a valid BIC/SWIFT or bank code.');
  })
  .transform((v) => {
    const bank = v.paymentMethod === 'BankTransfer';
    const iban = bank && v.iban ? normalizeIban(v.iban) : null;
    return {
      address: v.address,
      address2: v.address2,
      city: v.city,
      state: v.state,
      postalCode: v.postalCode,
      country: v.country,
      incomeTaxNumber: v.incomeTaxNumber,
      paymentMethod: v.paymentMethod,
      iban,
      accountNumber: bank && !iban && v.accountNumber ? v.accountNumber.replace(/[\s-]+/g, '') : null,
      bic: bank && v.bic ? normalizeBic(v.bic).replace(/-/g, '') : null,
      paypalEmail: bank ? null : (v.paypalEmail?.toLowerCase() ?? null),
    };
  });
export type PayoutDetails = z.output<typeof payoutDetailsInput>;

const mustAccept = (message: string) => z.boolean({ message }).refine((v) => v === true, { message });

/** The become-a-teacher form (000 §3 Teacher application; §5: LinkedIn, referrer optional; URL and phone valid). */
export const teacherApplicationInput = z
  .object({
    firstName: personName({ required: 'Please enter your first name.' }),
    lastName: personName({ required: 'Please enter your last name.' }),
    email: email(),
    phone: required(40, 'Please enter your phone number.'),
    countryOfResidence: country,
    languageToTeach: z.enum(SECTION_SLUGS, { message: 'Please choose the language you want to teach.' }),
    aboutMe: z.string().trim().min(50, 'Please tell us a little more (at least 50 characters).').max(3000, TOO_LONG),
    teachingExperience: z.enum(TEACHING_EXPERIENCE, { message: 'Please choose your teaching experience.' }),
    spokenLanguages: z.array(spokenLanguage).min(1, 'Please add the languages you speak.').max(12, 'At most 12 languages.'),
    heardFrom: z.enum(APPLICATION_CHANNELS, { message: 'Please tell us how you heard about us.' }),
    heardFromWebsite: optional(200),
    linkedinUrl: optional(300),
    motivation: z.string().trim().min(50, 'Please tell us a little more (at least 50 characters).').max(3000, TOO_LONG),
    referrerName: personName({ max: 200 })
      .nullish()
      .transform((v) => (v ? v : null)),
    referrerEmail: optional(320),
    consentOwnSchedule: mustAccept('Please confirm that you manage your own schedule and location.'),
    consentDataProcessing: mustAccept('Please agree to the processing of your personal data.'),
    locale: z.string().max(5).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    uniqueLanguages(v.spokenLanguages, ctx, 'spokenLanguages');
    if (!normalizePhoneNumber(v.phone, v.countryOfResidence)) issue('phone', 'This phone number is not valid.');
    if (v.linkedinUrl && !normalizeLinkedInUrl(v.linkedinUrl)) issue('linkedinUrl', 'This is not a valid LinkedIn profile URL.');
    if (v.referrerEmail && !email().safeParse(v.referrerEmail).success) issue('referrerEmail', 'This email address is not valid.');
    if (v.heardFrom === 'job_ad' && !v.heardFromWebsite) issue('heardFromWebsite', 'Please tell us on which website you saw the ad.');
  })
  .transform((v) => ({
    ...v,
    phone: normalizePhoneNumber(v.phone, v.countryOfResidence)!,
    linkedinUrl: v.linkedinUrl ? normalizeLinkedInUrl(v.linkedinUrl) : null,
    referrerEmail: v.referrerEmail?.toLowerCase() ?? null,
    heardFromWebsite: v.heardFrom === 'job_ad' ? v.heardFromWebsite : null,
    locale: v.locale === 'de' ? 'de' : 'en',
  }));
export type TeacherApplicationInput = z.output<typeof teacherApplicationInput>;
