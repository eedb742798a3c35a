import { DEFAULT_TIMEZONE, isValidTimezone, type Locale } from '@parla/contracts';
import { languageTag } from './locale.ts';

export interface DateTimeOptions {
  locale: Locale;
  /** IANA zone of the viewer (user.timezone); Europe/Berlin when unknown (000 §9). */
  timeZone?: string | null;
  /** AMPM or ISO8601 (24-hour). */
  timeFormat?: string | null;
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /** Leave the time out (a date only). */
  dateOnly?: boolean;
}

/** Every time is shown in the viewer's zone and clock (ARCHITECTURE convention 5). */
export function formatDateTime(value: Date | string | number, options: DateTimeOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  const timeZone = options.timeZone && isValidTimezone(options.timeZone) ? options.timeZone : DEFAULT_TIMEZONE;
  return new Intl.DateTimeFormat(languageTag(options.locale), {
    dateStyle: options.dateStyle ?? 'full',
    ...(options.dateOnly ? {} : { timeStyle: 'short', hourCycle: options.timeFormat === 'AMPM' ? 'h12' : 'h23' }),
    timeZone,
  }).format(date);
}

export function formatTime(value: Date | string | number, options: Omit<DateTimeOptions, 'dateStyle' | 'dateOnly'>): string {
  const date = value instanceof Date ? value : new Date(value);
  const timeZone = options.timeZone && isValidTimezone(options.timeZone) ? options.timeZone : DEFAULT_TIMEZONE;
  return new Intl.DateTimeFormat(languageTag(options.locale), {
    timeStyle: 'short',
    hourCycle: options.timeFormat === 'AMPM' ? 'h12' : 'h23',
    timeZone,
  }).format(date);
}

/**
 * A calendar day ('YYYY-MM-DD') that is already a date, not an instant (a certificate's day of
 * issue): formatted at UTC noon in UTC, so no reader's zone can move it to a neighbouring day.
 */
export function formatDateKey(key: string, locale: Locale, dateStyle: DateTimeOptions['dateStyle'] = 'long'): string {
  return formatDateTime(`${key}T12:00:00Z`, { locale, timeZone: 'UTC', dateStyle, dateOnly: true });
}
