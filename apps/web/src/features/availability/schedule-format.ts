import type { Locale } from '@parla/contracts';
import { languageTag } from '../../shared/i18n/locale.ts';

function hourCycle(timeFormat: string): 'h12' | 'h23' {
  return timeFormat === 'AMPM' ? 'h12' : 'h23';
}

/** A wall-clock hour label in the teacher's time format: "08:00" or "8:00 AM"; 24 is the end of the day. */
export function formatHour(hour: number, timeFormat: string, locale: Locale): string {
  if (hour === 24 && timeFormat !== 'AMPM') return '24:00';
  return new Intl.DateTimeFormat(languageTag(locale), {
    hour: timeFormat === 'AMPM' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: hourCycle(timeFormat),
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour % 24));
}

/** "Mon 4 May"-style day label of a date key, read as a calendar date (no zone shift). */
export function formatDay(date: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(languageTag(locale), {
    weekday: style === 'short' ? 'short' : 'long',
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** The zone's short name at an instant ("CEST", "CET", "GMT-4"): tells the two autumn 02:00 hours apart. */
export function zoneAbbreviation(instant: string, timeZone: string, locale: Locale): string {
  const part = new Intl.DateTimeFormat(languageTag(locale), { timeZone, timeZoneName: 'short', hour: 'numeric' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
