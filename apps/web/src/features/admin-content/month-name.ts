import type { Locale } from '@parla/contracts';
import { languageTag } from '../../shared/i18n/locale.ts';

/**
 * A school month (`2026-12`) as words ("December 2026"), the same for every viewer: a challenge
 * month is Berlin's (decision 087), so it is named from its key, not from an instant in the
 * viewer's zone (which could fall on the month before).
 */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}
