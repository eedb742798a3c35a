import { DEFAULT_TIMEZONE } from '@parla/contracts';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { formatDateTime, formatTime } from '../../shared/i18n/format-date-time.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { startOfLocalDay } from '@parla/domain/time';
import { TEACHER_STATUS, type TeacherStatus } from './teacher-booking-documents.ts';

export interface TeacherTime {
  locale: string;
  timeZone: string;
  timeFormat: string;
  weekStart: string;
  /** "Tue, 5 May 2026, 08:00" in the teacher's zone and clock. */
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
  /** A calendar date (YYYY-MM-DD) of the teacher's zone, or an instant's date there. */
  date: (value: string | Date, style?: 'full' | 'medium') => string;
}

/**
 * The teacher's own zone, time format and week start (teacher_profiles, 000 §3 teacherPreferences),
 * falling back to the account's while the status loads.
 */
export function useTeacherTime(): TeacherTime {
  const locale = useLocale();
  const { user } = useAuth();
  const [{ data }] = useQuery({ query: TEACHER_STATUS });
  const status: TeacherStatus | undefined = data?.teacherBookingStatus;
  const timeZone = status?.timezone || user?.timezone || DEFAULT_TIMEZONE;
  const timeFormat = status?.timeFormat || user?.timeFormat || 'ISO8601';
  const weekStart = status?.weekStart || user?.weekStart || 'Monday';
  return useMemo(() => {
    const asInstant = (value: string | Date) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfLocalDay(value, timeZone) : value;
    return {
      locale,
      timeZone,
      timeFormat,
      weekStart,
      dateTime: (value) => formatDateTime(value, { locale, timeZone, timeFormat, dateStyle: 'medium' }),
      time: (value) => formatTime(value, { locale, timeZone, timeFormat }),
      date: (value, style = 'medium') => formatDateTime(asInstant(value), { locale, timeZone, dateStyle: style, dateOnly: true }),
    };
  }, [locale, timeZone, timeFormat, weekStart]);
}
