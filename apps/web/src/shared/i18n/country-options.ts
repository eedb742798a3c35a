import { COUNTRY_CODES } from '@parla/contracts';
import { languageTag } from './locale.ts';

type Locale = Parameters<typeof languageTag>[0];

/** Country choices in the viewer's language, sorted by name (Intl.DisplayNames; codes it does not know are left out). */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(languageTag(locale));
  return COUNTRY_CODES.flatMap((code) => {
    try {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => collator.compare(a.label, b.label));
}
