import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { CREDITS_INFO, TODAY_TYPENAMES } from './today-documents.ts';

/** The student's credits; refreshed by urql when a booking or cancellation returns CreditsInfo. */
export function CreditsSummary() {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const query = useDataQuery({ query: CREDITS_INFO, variables: {}, context: TODAY_TYPENAMES });
  return (
    <section aria-labelledby="credits-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="credits-heading" className="text-lg font-semibold text-slate-900">
        {t('today.credits.heading')}
      </h2>
      {/* Two rows of figures, the expiry line and the link: the skeleton keeps their height. */}
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-5" className="gap-2.5" />}>
        {({ creditsInfo: credits }) => (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800">
              <dt>{t('today.credits.group')}</dt>
              <dd className="text-right font-semibold" data-testid="group-credits">
                {credits.groupCredits}
              </dd>
              <dt>{t('today.credits.private')}</dt>
              <dd className="text-right font-semibold" data-testid="private-credits">
                {credits.privateCredits}
              </dd>
            </dl>
            {credits.nextExpiry ? (
              <p className="text-sm text-slate-600">
                {t('today.credits.nextExpiry', { date: viewer.dateTime(credits.nextExpiry, { dateOnly: true }) })}
              </p>
            ) : null}
            <Link
              to={buildPath(studentPaths.booking, { locale: viewer.locale })}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {t('booking.title')}
            </Link>
          </div>
        )}
      </QueryState>
    </section>
  );
}
