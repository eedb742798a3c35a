import { z } from './zod.ts';
import { SECTION_SLUGS } from './enums.ts';
import { isValidTimezone } from './identity.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
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
});
