import type { Locale } from '@parla/contracts';
import { useParams } from 'react-router';
import { toLocale } from '../i18n/locale.ts';

/** The locale of the current route (the first path segment, validated by LocaleGate). */
export function useLocale(): Locale {
  return toLocale(useParams().locale);
}
