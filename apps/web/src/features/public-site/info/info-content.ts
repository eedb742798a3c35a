import type { TFunction } from 'i18next';

/**
 * Lists in the `publicInfo` catalogue (paragraphs, cards, roles) are arrays read with
 * `returnObjects`. A missing or malformed entry yields an empty list rather than a crash:
 * a locale without the key falls back to English string by string, arrays included.
 */
export function textList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function recordList<K extends string>(t: TFunction, key: string, fields: readonly K[]): Record<K, string>[] {
  const value: unknown = t(key, { returnObjects: true });
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<K, string> =>
      typeof item === 'object' && item !== null && fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string'),
  );
}

/** A path of the public site in the visitor's locale: `/{locale}/{path}`. */
export function sitePath(locale: string, path = ''): string {
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** The language course pages, in the home page's order (the landing pages redirect to a localized slug where one exists). */
export const COURSE_SLUGS = ['english', 'business-english', 'german', 'spanish', 'french', 'italian'] as const;
