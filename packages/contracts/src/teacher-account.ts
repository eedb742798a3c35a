import { TEACHER_PAYMENT_METHODS, TIME_FORMATS, WEEK_STARTS } from './enums.ts';
import { isValidBankCode, isValidBic, normalizeBic } from './fields/bic.ts';
import { isValidIban, normalizeIban } from './fields/iban.ts';
import { isValidTimezone } from './identity.ts';
import { personName } from './names.ts';
import { z } from './zod.ts';
import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';

// The zod shapes of the teacher account forms (000 §5), checked by the forms and by the server.
// Messages are what the form shows under the field.

import { country, email, optional, required, spokenLanguage, uniqueLanguages } from './input-parts.ts';

export const accountInput = z.object({
  firstName: personName({ required: M.givenNameRequired }),
  lastName: personName({ required: M.lastNameRequired }),
  phoneNumber: optional(40),
});

export const profileInput = z.object({
  aboutMe: z.string().trim().max(3000, M.tooLong),
  country: country.nullish().transform((v) => v ?? null),
});

export const languagesInput = z
  .object({
    languages: z.array(spokenLanguage).min(1, M.languagesRequired).max(V.languagesMax, M.languagesTooMany),
  })
  .superRefine((v, ctx) => uniqueLanguages(v.languages, ctx, 'languages'));

export const preferencesInput = z.object({
  groupClasses: z.boolean(),
  privateClasses: z.boolean(),
  specializedClasses: z.boolean(),
  timeFormat: z.enum(TIME_FORMATS, { message: M.timeFormatInvalid }),
  timezone: z.string().max(64).refine(isValidTimezone, M.timezoneInvalid),
  weekStart: z.enum(WEEK_STARTS, { message: M.weekStartInvalid }),
});

export const notificationsInput = z.object({
  feedback: z.boolean(),
  otherClassCancellation: z.boolean(),
  shortNoticeCancellation: z.boolean(),
  /** Issue 20 reminder e-mails; optional so older clients keep working (left unchanged when absent). */
  classReminders: z.boolean().nullish(),
  logReminders: z.boolean().nullish(),
});

/**
 * Invoice address and payout (000 §5): street address 1, city, state, zip required; street
 * address 2 optional; bank transfer needs a valid IBAN (or a national account number) and a
 * valid BIC (or bank code); PayPal needs its e-mail. Only the chosen method's fields are kept.
 */
export const payoutDetailsInput = z
  .object({
    address: required(200, M.streetRequired),
    address2: optional(200),
    city: required(100, M.cityRequired),
    state: required(100, M.stateRequired),
    postalCode: required(20, M.zipCodeRequired),
    country: country.nullish().transform((v) => v ?? null),
    incomeTaxNumber: optional(50),
    paymentMethod: z.enum(TEACHER_PAYMENT_METHODS, { message: M.payoutMethodRequired }),
    iban: optional(50),
    accountNumber: optional(40),
    bic: optional(40),
    paypalEmail: optional(320),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.paymentMethod === 'PayPal') {
      if (!v.paypalEmail) issue('paypalEmail', M.paypalEmailRequired);
      else if (!email().safeParse(v.paypalEmail).success) issue('paypalEmail', M.emailInvalid);
      return;
    }
    if (!v.iban && !v.accountNumber) issue('iban', M.ibanOrAccountRequired);
    if (v.iban && !isValidIban(v.iban)) issue('iban', M.payoutIbanInvalid);
    if (!v.iban && v.accountNumber && !/^[A-Za-z0-9 -]{4,40}$/.test(v.accountNumber)) issue('accountNumber', M.accountNumberInvalid);
    if (!v.bic) issue('bic', v.iban ? M.bicRequired : M.bicOrBankCodeRequired);
    else if (v.iban && !isValidBic(v.bic)) issue('bic', M.bicInvalid);
    else if (!v.iban && !isValidBankCode(v.bic)) issue('bic', M.bicOrBankCodeInvalid);
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
