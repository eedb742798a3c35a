import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ADMIN_DASHBOARD, type Dashboard } from './dashboard-documents.ts';

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));
const RANGES = [7, 30, 90] as const;

/** The last `days` whole local days, today included; `to` is the midnight after today. */
function rangeOf(days: number, now: Date) {
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - days);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * The back office's home (issue 19): the classes of today and this week, the fill rate of group
 * classes, bookings, students, trials and revenue per day, and the open work, with charts.
 */
export function DashboardScreen() {
  const { t } = useTranslation('adminDashboard');
  const { user } = useAuth();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const now = useMemo(() => new Date(), []);
  const { timeZone } = useViewerTime();
  const variables = useMemo(() => ({ ...rangeOf(days, now), timeZone }), [days, now, timeZone]);
  const query = useDataQuery({ query: ADMIN_DASHBOARD, variables });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('lead', { firstName: user?.firstName ?? '' })}</p>
      <SelectField
        className="max-w-xs"
        label={t('range')}
        value={String(days)}
        onValueChange={(v) => setDays(Number(v) as (typeof RANGES)[number])}
        options={RANGES.map((d) => ({ value: String(d), label: t('lastDays', { count: d }) }))}
      />
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-24 rounded-xl" className="gap-3" />}>
        {({ adminDashboard }) => <DashboardContent dashboard={adminDashboard} />}
      </QueryState>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function DashboardContent({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('adminDashboard');
  const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);
  const conversion = dashboard.trialsEnded ? dashboard.trialsConverted / dashboard.trialsEnded : null;
  const sum = (key: 'bookings' | 'cancellations' | 'newStudents' | 'trials') => dashboard.days.reduce((a, d) => a + d[key], 0);
  return (
    <div className="flex flex-col gap-8">
      {(['today', 'week'] as const).map((period) => (
        <section key={period} aria-labelledby={`dash-${period}`} className="flex flex-col gap-3">
          <h2 id={`dash-${period}`} className="text-lg font-semibold">
            {t(`classes.${period}`)}
          </h2>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <Stat label={t('classes.total')} value={dashboard[period].total} testId={`${period}-total`} />
            <Stat label={t('classes.staffed')} value={dashboard[period].staffed} testId={`${period}-staffed`} />
            <Stat label={t('classes.waiting')} value={dashboard[period].waiting} testId={`${period}-waiting`} />
            <Stat label={t('classes.atRisk')} value={dashboard[period].atRisk} testId={`${period}-at-risk`} />
            <Stat label={t('classes.cancelled')} value={dashboard[period].cancelled} testId={`${period}-cancelled`} />
          </dl>
        </section>
      ))}
      <section aria-labelledby="dash-range" className="flex flex-col gap-3">
        <h2 id="dash-range" className="text-lg font-semibold">
          {t('rangeTitle', { count: dashboard.days.length })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label={t('stats.fillRate')} value={percent(dashboard.groupFillRate)} testId="fill-rate" />
          <Stat label={t('stats.bookings')} value={sum('bookings')} testId="bookings" />
          <Stat label={t('stats.cancellations')} value={sum('cancellations')} testId="cancellations" />
          <Stat label={t('stats.newStudents')} value={sum('newStudents')} testId="new-students" />
          <Stat label={t('stats.trials')} value={dashboard.trialsStarted} testId="trials" />
          <Stat
            label={t('stats.conversion', { converted: dashboard.trialsConverted, ended: dashboard.trialsEnded })}
            value={percent(conversion)}
            testId="conversion"
          />
        </dl>
      </section>
      <section aria-labelledby="dash-open" className="flex flex-col gap-3">
        <h2 id="dash-open" className="text-lg font-semibold">
          {t('open.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t('open.appeals')} value={dashboard.openAppeals} testId="open-appeals" />
          <Stat label={t('open.applications')} value={dashboard.openApplications} testId="open-applications" />
          <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{t('open.reports')}</dt>
            <dd className="text-2xl font-semibold">
              <Link to="../reports" relative="path" className="text-teal-800 underline" data-testid="open-reports">
                {dashboard.openContentReports}
              </Link>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="dash-charts" className="flex flex-col gap-3">
        <h2 id="dash-charts" className="text-lg font-semibold">
          {t('charts.title')}
        </h2>
        <Suspense fallback={<Skeleton lines={2} barClassName="h-48 rounded-xl" className="gap-3" />}>
          <DashboardCharts dashboard={dashboard} />
        </Suspense>
      </section>
    </div>
  );
}
