import { z } from './zod.ts';
import { SECTION_SLUGS } from './enums.ts';
import { isValidTimezone } from './identity.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { LOCALES } from './locales.ts';
import { personName } from './names.ts';

// The back office's inputs (000 §9), checked by the admin forms and by the server's GraphQL
// inputs. Messages are what the form shows under the field and what the server's tests pin.

// One const per rule: web's pure-schemas build step wraps each zod initializer in an arrow, which
// would turn an object literal of zod calls into a block; the object below names no `z.` itself.
const teacherEmail = z.string().trim().email(M.emailInvalid).max(254);
const teacherFirstName = personName({ required: M.teacherFirstNameRequired });
const teacherLastName = personName();
const teacherSections = z.array(z.enum(SECTION_SLUGS)).min(1, M.teachLanguagesRequired);
const teacherTimezone = z.string().refine(isValidTimezone, M.timezoneInvalid);
const hourlyRateCents = z.number().int().min(0).max(100_000);

/** One rule per field, so a GraphQL input can check each of its fields with the same rule. */
export const createTeacherFields = {
  email: teacherEmail,
  firstName: teacherFirstName,
  lastName: teacherLastName,
  sectionSlugs: teacherSections,
  timezone: teacherTimezone,
  hourlyRateCents,
};

/** The teacher invitation form's fields (the form sends neither rate nor password). */
export const createTeacherInput = z.object({
  email: createTeacherFields.email,
  firstName: createTeacherFields.firstName,
  lastName: createTeacherFields.lastName,
  sectionSlugs: createTeacherFields.sectionSlugs,
  timezone: createTeacherFields.timezone,
  /** False sends the new teacher through the first-login steps (decision 072). */
  onboarded: z.boolean().optional(),
});

// Granting credits (000 §9): a whole number of credits and a reason kept on the ledger row.
export const MAX_GRANTED_CREDITS = 1000;
export const grantCreditsAmount = z
  .number(M.creditAmountInvalid)
  .int(M.creditAmountInvalid)
  .min(1, M.creditAmountInvalid)
  .max(MAX_GRANTED_CREDITS, M.creditAmountInvalid);
export const grantCreditsReason = z.string().trim().min(3, M.grantReasonRequired).max(500, M.tooLong);

/** The grant-credits dialog's fields (the student and kind come from the page and a radio). */
export const grantCreditsInput = z.object({ amount: grantCreditsAmount, reason: grantCreditsReason });
export type GrantCreditsInput = z.infer<typeof grantCreditsInput>;

/** Assigning a teacher: an override of the teaching rules needs a reason (checked with the override). */
export const MAX_ASSIGN_REASON_LENGTH = 500;
export const assignTeacherReason = z.string().trim().max(MAX_ASSIGN_REASON_LENGTH, M.tooLong);
/** A class staffed by the back office; an override of the teaching rules needs a reason. */
export const assignTeacherInput = z
  .object({
    classUid: z.string(),
    teacherId: z.string(),
    replaceCurrentTeacher: z.boolean().nullish(),
    override: z.boolean().nullish(),
    reason: assignTeacherReason.nullish(),
  })
  .refine((input) => !input.override || (input.reason ?? '').length > 0, { path: ['reason'], message: M.overrideReasonRequired });

// A student's back-office page (decision 098).
/** A note the school keeps about a student. */
export const ADMIN_NOTE_MAX_LENGTH = 2000;
export const adminNoteText = z.string().trim().min(1, M.grantReasonRequired).max(ADMIN_NOTE_MAX_LENGTH, M.tooLong);
export const adminNoteInput = z.object({ text: adminNoteText });
export type AdminNoteInput = z.infer<typeof adminNoteInput>;

/** The back-office roles (decision 098): `full` holds every right, `support` not the position change. */
export const ADMIN_ROLES = ['full', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
const adminEmail = z.string().trim().email(M.emailInvalid).max(254);
const adminFirstName = personName({ required: M.teacherFirstNameRequired });
const adminLastName = personName();
const adminRole = z.enum(ADMIN_ROLES);
/** The invitation's language; the school's default when not chosen. */
const adminLocale = z.enum(LOCALES).optional();
export const createAdminFields = {
  email: adminEmail,
  firstName: adminFirstName,
  lastName: adminLastName,
  role: adminRole,
  locale: adminLocale,
};
export const createAdminInput = z.object(createAdminFields);
export type CreateAdminInput = z.infer<typeof createAdminInput>;
