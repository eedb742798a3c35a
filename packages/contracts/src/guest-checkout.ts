import { z } from './zod.ts';
import { SECTION_SLUGS } from './enums.ts';
import { isValidTimezone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity.ts';
import { emailField } from './identity-inputs.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { LOCALES } from './locales.ts';
import { personName } from './names.ts';

// Guest checkout and the password-set link (issue 15): a visitor buys with only an e-mail; the
// account gets its password later, on the post-checkout page or from the e-mailed link.

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'yes', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes');
const mustAccept = (message: string) => booleanish.refine((v) => v === true, { message });

/** POST /api/users/guest: the e-mail, the consents registration asks for, and where the visitor is. */
export const guestCheckoutInput = z.object({
  email: emailField,
  acceptPrivacyPolicy: mustAccept(M.acceptPrivacyPolicy),
  acceptTerms: mustAccept(M.acceptTerms),
  confirmAge: mustAccept(M.confirmAge),
  marketingAgreement: booleanish.optional().default(false),
  timezone: z.string().max(64).refine(isValidTimezone, M.timezoneInvalid).optional(),
  locale: z.enum(LOCALES, { message: M.localeInvalid }).optional(),
  section: z.enum(SECTION_SLUGS, { message: M.sectionNotOffered }).optional(),
});
export type GuestCheckoutInput = z.infer<typeof guestCheckoutInput>;

/** POST /api/users/password-set/{token}: the first password, and a name if the account has none yet. */
export const passwordSetInput = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, M.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    /** The repeated entry; forms always send it, API clients may omit it. */
    passwordConfirmation: z.string().optional(),
    firstName: personName().optional(),
    lastName: personName().optional(),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: M.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });
export type PasswordSetInput = z.infer<typeof passwordSetInput>;

/** What the password-set page shows before the form: whose account the link is for. */
export interface PasswordSetLink {
  email: string;
  firstName: string;
  lastName: string;
  isGuest: boolean;
}
