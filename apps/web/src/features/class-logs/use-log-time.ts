import { DEFAULT_TIMEZONE } from '@parla/contracts';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { formatDateTime, formatTime } from '../../shared/i18n/format-date-time.ts';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { TEACHER_ZONE } from './class-log-documents.ts';

/** Times in the teacher's own zone and clock (teacher preferences), the account's while it loads. */
export function useLogTime() {
  const locale = useLocale();
  const { user } = useAuth();
  const [{ data }] = useQuery({ query: TEACHER_ZONE });
  const timeZone = data?.teacherPayInfo.timezone || user?.timezone || DEFAULT_TIMEZONE;
  const timeFormat = data?.teacherPayInfo.timeFormat || user?.timeFormat || 'ISO8601';
  return useMemo(
    () => ({
      locale,
      dateTime: (value: string) => formatDateTime(value, { locale, timeZone, timeFormat, dateStyle: 'medium' }),
      time: (value: string) => formatTime(value, { locale, timeZone, timeFormat }),
      money: (amount: number, currency: string) =>
        new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency }).format(amount),
    }),
    [locale, timeZone, timeFormat],
  );
}
