import { DEFAULT_TIMEZONE } from '@parla/contracts';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { formatDateTime } from '../../shared/i18n/format-date-time.ts';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { PAY_INFO } from './payments-documents.ts';

/** Dates in the teacher's own zone and clock (teacher preferences), money in the teacher's language. */
export function usePayTime() {
  const locale = useLocale();
  const { user } = useAuth();
  const [{ data }] = useQuery({ query: PAY_INFO });
  const info = data?.teacherPayInfo;
  const timeZone = info?.timezone || user?.timezone || DEFAULT_TIMEZONE;
  const timeFormat = info?.timeFormat || user?.timeFormat || 'ISO8601';
  return useMemo(
    () => ({
      locale,
      info,
      dateTime: (value: string) => formatDateTime(value, { locale, timeZone, timeFormat, dateStyle: 'medium' }),
      date: (value: string) => formatDateTime(value, { locale, timeZone, dateStyle: 'medium', dateOnly: true }),
      month: (month: string) =>
        new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${month}-15T12:00:00Z`),
        ),
      money: (amount: number, currency: string) =>
        new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency }).format(amount),
    }),
    [locale, timeZone, timeFormat, info],
  );
}
