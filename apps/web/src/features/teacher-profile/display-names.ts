import type { Locale } from '@parla/contracts';
import { languageTag } from '../../shared/i18n/locale.ts';

/**
 * A language ("de") or country ("DE") code in the viewer's language, via Intl.DisplayNames;
 * a value that is not a code (a name typed by the school) is shown as it is.
 */
export function displayName(kind: 'language' | 'region', value: string, locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([languageTag(locale)], { type: kind, fallback: 'none' }).of(value);
    return name ?? value;
  } catch {
    return value;
  }
}
