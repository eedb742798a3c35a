import { z } from './zod.ts';
import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import { APPLICATION_CHANNELS, SECTION_SLUGS, TEACHING_EXPERIENCE } from './enums.ts';
import { normalizeLinkedInUrl } from './fields/linkedin-url.ts';
import { normalizePhoneNumber } from './fields/phone.ts';
import { country, email, optional, required, spokenLanguage, uniqueLanguages } from './input-parts.ts';
import { personName } from './names.ts';

// The become-a-teacher form (000 §3 Teacher application), checked by the form and by the server.

const mustAccept = (message: string) => z.boolean({ message }).refine((v) => v === true, { message });

/** The become-a-teacher form (000 §3 Teacher application; §5: LinkedIn, referrer optional; URL and phone valid). */
export const teacherApplicationInput = z
  .object({
    firstName: personName({ required: M.givenNameRequired }),
    lastName: personName({ required: M.lastNameRequired }),
    email: email(),
    phone: required(40, M.phoneRequired),
    countryOfResidence: country,
    languageToTeach: z.enum(SECTION_SLUGS, { message: M.teachLanguageRequired }),
    aboutMe: z.string().trim().min(50, M.tellUsMore).max(3000, M.tooLong),
    teachingExperience: z.enum(TEACHING_EXPERIENCE, { message: M.experienceRequired }),
    spokenLanguages: z.array(spokenLanguage).min(1, M.spokenLanguagesRequired).max(V.languagesMax, M.languagesTooMany),
    heardFrom: z.enum(APPLICATION_CHANNELS, { message: M.heardFromRequired }),
    heardFromWebsite: optional(200),
    linkedinUrl: optional(300),
    motivation: z.string().trim().min(50, M.tellUsMore).max(3000, M.tooLong),
    referrerName: personName({ max: 200 })
      .nullish()
      .transform((v) => (v ? v : null)),
    referrerEmail: optional(320),
    consentOwnSchedule: mustAccept(M.consentSchedule),
    consentDataProcessing: mustAccept(M.consentData),
    locale: z.string().max(5).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    uniqueLanguages(v.spokenLanguages, ctx, 'spokenLanguages');
    if (!normalizePhoneNumber(v.phone, v.countryOfResidence)) issue('phone', M.phoneInvalid);
    if (v.linkedinUrl && !normalizeLinkedInUrl(v.linkedinUrl)) issue('linkedinUrl', M.linkedinInvalid);
    if (v.referrerEmail && !email().safeParse(v.referrerEmail).success) issue('referrerEmail', M.emailInvalid);
    if (v.heardFrom === 'job_ad' && !v.heardFromWebsite) issue('heardFromWebsite', M.heardFromWebsiteRequired);
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
