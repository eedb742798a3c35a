import { type Locale, SPOKEN_LANGUAGE_CODES } from '@parla/contracts';
import { languageTag } from './locale.ts';

const namers = new Map<string, Intl.DisplayNames>();

/**
 * A spoken language (stored by its English name, 001 §3) named in the viewer's language through
 * Intl.DisplayNames: "German" reads "Deutsch" in de. A name outside the list shows as stored.
 */
export function languageName(englishName: string, locale: Locale): string {
  const code = (SPOKEN_LANGUAGE_CODES as Record<string, string | undefined>)[englishName];
  if (!code) return englishName;
  const tag = languageTag(locale);
  let namer = namers.get(tag);
  if (!namer) {
    namer = new Intl.DisplayNames([tag], { type: 'language' });
    namers.set(tag, namer);
  }
  const name = namer.of(code) ?? englishName;
  // Intl gives lower-case names in some languages ("polski"); a label starts with a capital.
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
