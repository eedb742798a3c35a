import { DEFAULT_TIMEZONE, type Locale } from '@parla/contracts';
import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { type DateTimeOptions, formatDateTime, formatTime } from '../i18n/format-date-time.ts';
import { useLocale } from '../routing/use-locale.ts';

export interface ViewerTime {
  locale: Locale;
  timeZone: string;
  timeFormat: string;
  /** 'Monday' or 'Sunday' (user.weekStart). */
  weekStart: string;
  dateTime: (value: Date | string, options?: Pick<DateTimeOptions, 'dateStyle' | 'dateOnly'>) => string;
  time: (value: Date | string) => string;
}

/** The signed-in viewer's zone, clock and week start, with formatters bound to them. */
export function useViewerTime(): ViewerTime {
  const locale = useLocale();
  const { user } = useAuth();
  const timeZone = user?.timezone || DEFAULT_TIMEZONE;
  const timeFormat = user?.timeFormat || 'ISO8601';
  const weekStart = user?.weekStart || 'Monday';
  return useMemo(
    () => ({
      locale,
      timeZone,
      timeFormat,
      weekStart,
      dateTime: (value, options) => formatDateTime(value, { locale, timeZone, timeFormat, dateStyle: 'medium', ...options }),
      time: (value) => formatTime(value, { locale, timeZone, timeFormat }),
    }),
    [locale, timeZone, timeFormat, weekStart],
  );
}
