import { z } from './zod.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { CEFR_LEVELS } from './enums.ts';
import { isCountryCode } from './fields/country-codes.ts';

// Pieces the teacher account and recruitment schemas share (000 §5).

export const required = (max: number, message: string = M.notBlank) => z.string({ message }).trim().min(1, message).max(max, M.tooLong);
/** Optional text: blank becomes null. */
export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
export const email = (message: string = M.emailInvalid) => z.string().trim().toLowerCase().max(320, M.tooLong).email(message);
export const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isCountryCode(v), M.countryRequired);

export const spokenLanguage = z.object({
  language: required(40, M.languageRequired),
  fluency: z.enum(CEFR_LEVELS, { message: M.levelRequired }),
});

export function uniqueLanguages(list: { language: string }[], ctx: z.RefinementCtx, path: string): void {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const key = entry.language.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, index, 'language'], message: M.languageOnce });
    seen.add(key);
  });
}
