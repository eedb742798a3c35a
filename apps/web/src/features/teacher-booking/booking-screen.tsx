import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { addDaysToKey } from '@parla/domain/time';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { BookingFilters } from './booking-filters.tsx';
import {
  BOOKING_TABS,
  type BookingTab,
  type TeacherBookingParams,
  parseTeacherBookingParams,
  toTeacherBookingSearch,
} from './booking-params.ts';
import { ClassRow } from './class-row.tsx';
import { CoursesPanel } from './courses-panel.tsx';
import { PenaltyBanner } from './penalty-banner.tsx';
import { BOOKING_WEEK, PENDING_CLASSES, TEACHER_BOOKING_TYPENAMES, TEACHER_STATUS } from './teacher-booking-documents.ts';
import { TEACHER_BOOKING_PATH } from './teacher-booking-paths.ts';
import { groupByLocalDay } from '../../shared/time/group-by-local-day.ts';
import { teacherWeek } from './teacher-week.ts';
import { useCommitments } from './use-commitments.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** booking and booking/{startDate} (000 §2 Teacher Booking): classes that need a teacher, private requests, courses. */
export function TeacherBookingScreen() {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const navigate = useNavigate();
  const { startDate } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseTeacherBookingParams(search), [search]);
  const time = useTeacherTime();
  // The pause note, the sections filter and the pending count stand back until they are known.
  const statusData = dataOf(useDataQuery({ query: TEACHER_STATUS }).state);
  const pendingData = dataOf(useDataQuery({ query: PENDING_CLASSES, context: TEACHER_BOOKING_TYPENAMES }).state);
  const status = statusData?.teacherBookingStatus;
  const pendingCount = pendingData?.pendingClasses.length;

  const update = (next: Partial<TeacherBookingParams>) =>
    setSearch((previous) => toTeacherBookingSearch({ ...parseTeacherBookingParams(previous), ...next }), { replace: true });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('booking.title')}</PageTitle>
        <p className="text-sm text-slate-600">{t('common.timeZoneNote', { timeZone: time.timeZone })}</p>
      </div>
      <PenaltyBanner />
      {status && status.pause.state !== 'none' && status.pause.endDate ? (
        <Alert tone="info">
          {status.pause.state === 'active'
            ? t('pause.active', { until: time.date(status.pause.endDate) })
            : t('pause.planned', { from: time.date(status.pause.startDate ?? ''), until: time.date(status.pause.endDate) })}{' '}
          {t('pause.noCommitments')}
        </Alert>
      ) : null}
      <nav aria-label={t('booking.tabsLabel')} className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {BOOKING_TABS.map((tab: BookingTab) => (
          <a
            key={tab}
            href={`?${new URLSearchParams(toTeacherBookingSearch({ ...params, tab })).toString()}`}
            onClick={(event) => {
              event.preventDefault();
              update({ tab });
            }}
            aria-current={params.tab === tab ? 'page' : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${params.tab === tab ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
          >
            {t(`booking.tabs.${tab}`)}
            {tab === 'private' && pendingCount ? ` (${pendingCount})` : ''}
          </a>
        ))}
      </nav>
      {params.tab === 'classes' ? (
        <WeekPanel
          startDate={startDate}
          params={params}
          sections={status?.sections ?? []}
          onChange={update}
          onWeek={(key) => navigate(buildPath(TEACHER_BOOKING_PATH, { locale, startDate: key, ...toTeacherBookingSearch(params) }))}
        />
      ) : null}
      {params.tab === 'private' ? <PendingPanel /> : null}
      {params.tab === 'courses' ? <CoursesPanel /> : null}
    </div>
  );
}

interface WeekPanelProps {
  startDate: string | undefined;
  params: TeacherBookingParams;
  sections: { id: string; name: string }[];
  onChange: (next: Partial<TeacherBookingParams>) => void;
  onWeek: (startKey: string) => void;
}

function WeekPanel({ startDate, params, sections, onChange, onWeek }: WeekPanelProps) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  // "This week" is fixed when the page opens, so a page left open overnight still navigates sanely.
  const [openedAt] = useState(() => new Date());
  const week = teacherWeek(startDate, openedAt, time.timeZone, time.weekStart);
  const thisWeek = teacherWeek(undefined, openedAt, time.timeZone, time.weekStart).startKey;
  const filter = {
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    ...(params.sectionId ? { sectionId: params.sectionId } : {}),
    ...(params.level ? { level: params.level } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.onlyAvailable ? { onlyAvailable: true } : {}),
  };
  const commitments = useCommitments();
  const daysOf = (data: ResultOf<typeof BOOKING_WEEK>) => groupByLocalDay(commitments.rows(data.teacherBookingWeek.classes), time.timeZone);
  const query = useDataQuery(
    { query: BOOKING_WEEK, variables: { filter }, context: TEACHER_BOOKING_TYPENAMES },
    (data) => daysOf(data).length === 0,
  );
  const label = t('booking.weekLabel', { from: time.date(week.startKey), to: time.date(addDaysToKey(week.startKey, 6)) });

  return (
    <>
      <nav aria-label={t('booking.weekNav')} className="grid grid-cols-2 items-center gap-3 smw:flex smw:justify-between">
        <Button variant="secondary" disabled={week.startKey <= thisWeek} onClick={() => onWeek(addDaysToKey(week.startKey, -7))}>
          <span aria-hidden="true">←</span> {t('booking.previousWeek')}
        </Button>
        <p className="order-first col-span-2 text-center font-semibold text-slate-900 smw:order-none" aria-live="polite">
          {label}
        </p>
        <Button variant="secondary" className="justify-self-end" onClick={() => onWeek(addDaysToKey(week.startKey, 7))}>
          {t('booking.nextWeek')} <span aria-hidden="true">→</span>
        </Button>
      </nav>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <BookingFilters params={params} sections={sections} onChange={onChange} />
        <section aria-labelledby="teacher-week-heading" className="flex min-w-0 flex-col gap-5">
          <h2 id="teacher-week-heading" className="text-xl font-semibold text-slate-900">
            {t('booking.needTeacher')}
          </h2>
          {/* A day heading and its class rows: the skeleton keeps about that height. */}
          <QueryState
            query={query}
            skeleton={<Skeleton lines={4} barClassName="h-20 rounded-xl" className="gap-3" />}
            empty={<p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t('booking.empty')}</p>}
          >
            {(data) => (
              <div className="flex flex-col gap-5">
                {daysOf(data).map((group) => (
                  <section key={group.day} aria-labelledby={`day-${group.day}`} className="flex flex-col gap-3">
                    <h3 id={`day-${group.day}`} className="text-base font-semibold text-slate-800">
                      {time.date(group.day, 'full')}
                    </h3>
                    <ul className="flex flex-col gap-3">
                      {group.items.map((klass) => (
                        <ClassRow key={klass.uid} klass={klass} timeOnly action="commit" commitments={commitments} />
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </QueryState>
        </section>
      </div>
    </>
  );
}

function PendingPanel() {
  const { t } = useTranslation('teacherBooking');
  const commitments = useCommitments();
  const query = useDataQuery(
    { query: PENDING_CLASSES, context: TEACHER_BOOKING_TYPENAMES },
    (data) => commitments.rows(data.pendingClasses).length === 0,
  );
  return (
    <section aria-labelledby="pending-heading" className="flex flex-col gap-4">
      <h2 id="pending-heading" className="text-xl font-semibold text-slate-900">
        {t('pending.heading')}
      </h2>
      <p className="text-slate-700">{t('pending.intro')}</p>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={2} barClassName="h-20 rounded-xl" className="gap-3" />}
        empty={<p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t('pending.empty')}</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {commitments.rows(data.pendingClasses).map((klass) => (
              <ClassRow key={klass.uid} klass={klass} action="approve" commitments={commitments} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
