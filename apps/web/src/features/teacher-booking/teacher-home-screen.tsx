import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { zonedParts } from '@parla/domain/time';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ClassRow } from './class-row.tsx';
import { HomeMainAction } from './home-main-action.tsx';
import { LogsDue, writableLogs } from './logs-due.tsx';
import { PauseCard } from './pause-card.tsx';
import { PenaltyBanner } from './penalty-banner.tsx';
import { LOGS_DUE, PENDING_CLASSES, TEACHER_BOOKING_TYPENAMES, TEACHER_STATUS, UPCOMING_CLASSES } from './teacher-booking-documents.ts';
import { TEACHER_BOOKING_PATH } from './teacher-booking-paths.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** A log written on the class page changes these lists; urql refetches queries holding these types. */
const LOGS_DUE_TYPENAMES = { additionalTypenames: ['ClassLogRow', 'ClassLogPage', 'TeacherClassLog'] };

function greetingKey(hour: number): string {
  if (hour >= 5 && hour < 12) return 'home.morning';
  if (hour >= 12 && hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/** The teacher home (000 §2): greeting, penalty banner, teaching pause, next classes, and the way to more. */
export function TeacherHomeScreen() {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const { user } = useAuth();
  const time = useTeacherTime();
  const [openedAt] = useState(() => new Date());
  // The side panel's status and pending count stand back until they are known (no card of their own).
  const status = dataOf(useDataQuery({ query: TEACHER_STATUS }).state);
  const upcoming = useDataQuery(
    { query: UPCOMING_CLASSES, variables: { limit: 5 }, context: TEACHER_BOOKING_TYPENAMES },
    (data) => data.teacherUpcomingClasses.length === 0,
  );
  const pending = dataOf(useDataQuery({ query: PENDING_CLASSES, context: TEACHER_BOOKING_TYPENAMES }).state);
  const logsDue = useDataQuery({ query: LOGS_DUE, context: LOGS_DUE_TYPENAMES });
  const logsData = dataOf(logsDue.state);
  const logs = logsData ? writableLogs(logsData.teacherOpenLogs.items) : undefined;
  const now = useNow(30_000);
  const firstName = status?.teacherBookingStatus.firstName || user?.firstName || '';
  const greeting = t(greetingKey(zonedParts(openedAt, time.timeZone).hour), { firstName });
  const pendingCount = pending?.pendingClasses.length ?? 0;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <PageTitle title={t('home.title')}>{greeting}</PageTitle>
        <p className="text-sm text-slate-600">{t('common.timeZoneNote', { timeZone: time.timeZone })}</p>
      </div>
      <PenaltyBanner />
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <LogsDue logs={logs} fetching={logsDue.state.kind === 'loading'} failed={logsDue.state.kind === 'error'} />
          <section aria-labelledby="next-classes-heading" className="flex min-w-0 flex-col gap-4">
            <h2 id="next-classes-heading" className="text-xl font-semibold text-slate-900">
              {t('home.nextClasses')}
            </h2>
            {/* Up to five class rows: the skeleton keeps about three of them. */}
            <QueryState
              query={upcoming}
              skeleton={<Skeleton lines={3} barClassName="h-20 rounded-xl" className="gap-3" />}
              empty={
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
                  {t('home.noClasses')}{' '}
                  <Link to={buildPath(TEACHER_BOOKING_PATH, { locale })} className="font-semibold text-brand-800 underline">
                    {t('booking.title')}
                  </Link>
                </p>
              }
            >
              {(data) => (
                <ul className="flex flex-col gap-3" data-testid="next-classes">
                  {data.teacherUpcomingClasses.map((klass) => (
                    <ClassRow key={klass.uid} klass={klass} />
                  ))}
                </ul>
              )}
            </QueryState>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <nav aria-label={t('home.quickLinks')} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <HomeMainAction status={status?.teacherBookingStatus} logs={logs ?? []} now={now} />
            {pendingCount > 0 ? (
              <Link
                to={buildPath(TEACHER_BOOKING_PATH, { locale, tab: 'private' })}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {t('home.pending', { count: pendingCount })}
              </Link>
            ) : null}
          </nav>
          <PauseCard />
        </div>
      </div>
    </div>
  );
}
