/** The language each course tests, as a BCP 47 tag (for `lang` on the items). */
const LANG_BY_SECTION: Record<string, string> = {
  english: 'en',
  'business-english': 'en',
  german: 'de',
  spanish: 'es',
  french: 'fr',
  italian: 'it',
};

export function langOfSection(section: string): string {
  return LANG_BY_SECTION[section] ?? 'en';
}
