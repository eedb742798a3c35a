import { COUNTRY_CODES } from '@parla/contracts';
import { languageTag } from './locale.ts';

type Locale = Parameters<typeof languageTag>[0];
type CountryOption = { value: string; label: string };

// Built once per language: Intl.DisplayNames and the sort cost ~200 ms on a slow phone (decision 068).
const built = new Map<Locale, CountryOption[]>();

/**
 * Country choices in the viewer's language, sorted by name (Intl.DisplayNames; codes it does not
 * know are left out), for the signed-in forms. Public, prerendered pages use `useCountryOptions`.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = built.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(languageTag(locale));
  const options = COUNTRY_CODES.flatMap((code) => {
    try {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => collator.compare(a.label, b.label));
  built.set(locale, options);
  return options;
}
