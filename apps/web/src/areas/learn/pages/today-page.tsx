import { DEFAULT_TIMEZONE } from '@parla/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { formatDateTime } from '../../../shared/i18n/format-date-time.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { learnPaths } from '../area-config.ts';

/** The clock on the page moves with the minute, not every render. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The student's Today page (001 §2 account/home). */
export function TodayPage() {
  const { t } = useTranslation('learn');
  const locale = useLocale();
  const { user } = useAuth();
  const now = useNow();
  const timeZone = user?.timezone || DEFAULT_TIMEZONE;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('today.title')}</PageTitle>
        <p className="text-lg text-slate-800">{t('today.greeting', { firstName: user?.firstName ?? '' })}</p>
        <p className="text-slate-700">
          <time dateTime={now.toISOString()}>{formatDateTime(now, { locale, timeZone, timeFormat: user?.timeFormat })}</time>{' '}
          <span className="text-slate-600">({t('today.timeZone', { timeZone })})</span>
        </p>
      </div>
      <Card className="flex flex-col items-start gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('today.emptyTitle')}</h2>
        <p className="text-slate-700">{t('today.emptyText')}</p>
        {/* Booking arrives with the booking feature; the link is in place but not yet active. */}
        <a
          href={buildPath(learnPaths.booking, { locale })}
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          className={buttonClass('primary')}
        >
          {t('today.bookClass')}
        </a>
        <p className="text-sm text-slate-600">{t('today.bookingSoon')}</p>
      </Card>
    </div>
  );
}
