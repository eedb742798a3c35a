import { z } from './zod.ts';
import type { Locale } from './locales.ts';
import { ownTranslation, translationsSchema } from './translations.ts';

// A store package's texts in the display languages (issue 21). English stays in the package's own
// columns (name, description, contentBlocks); each other display language may override any of the
// three, and a missing field reads English. Landing-only locales (it, pl, tr, br) read English.

export const planTextsTranslation = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    description: z.string().trim().max(500).optional(),
    contentBlocks: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  })
  .strict();
export type PlanTextsTranslation = z.infer<typeof planTextsTranslation>;

/** The `translations` of a product variant: `{ de?: { name?, description?, contentBlocks? }, fr?: ..., es?: ..., ru?: ... }`. */
export const planTranslations = translationsSchema(planTextsTranslation);
export type PlanTranslations = z.infer<typeof planTranslations>;

export interface PlanTexts {
  name: string;
  description: string;
  contentBlocks: string[];
}

/** A package's texts in the reader's language, field by field, falling back to English. */
export function localizedPlanTexts(
  english: PlanTexts,
  translations: PlanTranslations | null | undefined,
  locale: Locale | string | null | undefined,
): PlanTexts {
  const own = ownTranslation(translations, locale);
  return {
    name: own?.name || english.name,
    description: own?.description || english.description,
    contentBlocks: own?.contentBlocks?.length ? own.contentBlocks : english.contentBlocks,
  };
}

/** A package's name in the reader's language, else English: for e-mails, invoices and notifications. */
export function localizedPlanName(
  englishName: string,
  translations: PlanTranslations | null | undefined,
  locale: Locale | string | null | undefined,
): string {
  return localizedPlanTexts({ name: englishName, description: '', contentBlocks: [] }, translations, locale).name;
}
