import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { isDateKey } from '@parla/domain/time';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { AvailabilityForm } from './availability-form.tsx';
import { AvailabilityList } from './availability-list.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { KIND_BARS } from './event-chip.tsx';
import { ScheduleGrid } from './schedule-grid.tsx';
import {
  type AvailabilityState,
  SCHEDULE_TYPENAMES,
  SET_EXACT_AVAILABILITY,
  SET_STANDARD_AVAILABILITY,
  TEACHER_AVAILABILITY,
  TEACHER_CALENDAR,
} from './schedule-documents.ts';
import { formatDay } from './schedule-format.ts';
import { type GridCell, type GridMode, buildWeekGrid, standardWeek } from './schedule-grid-model.ts';
import { TeachingHourRequests } from './teaching-hour-requests.tsx';
import { ScheduleWritesContext, useScheduleWrites } from './schedule-writes.ts';

/**
 * The teacher schedule (000 §2 my-schedule and my-schedule/{startDate}): the week in the
 * teacher's zone, time format and week start, committed classes by kind, the totals, and
 * availability edited in the grid or the form; requests for teaching hours below.
 */
export function TeacherScheduleScreen() {
  const { t } = useTranslation('teacherSchedule');
  const locale = useLocale();
  const navigate = useNavigate();
  const { startDate } = useParams();
  const invalidDate = startDate !== undefined && !isDateKey(startDate);
  const calendarQuery = useDataQuery({
    query: TEACHER_CALENDAR,
    variables: startDate ? { startDate } : {},
    pause: invalidDate,
    context: SCHEDULE_TYPENAMES,
  });
  const availability = useDataQuery({ query: TEACHER_AVAILABILITY, context: SCHEDULE_TYPENAMES });
  const [mode, setMode] = useState<GridMode>('view');
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [, setStandard] = useMutation(SET_STANDARD_AVAILABILITY);
  const [, setExact] = useMutation(SET_EXACT_AVAILABILITY);
  // The last week shown stays on screen, dimmed, while the next one loads (never when it failed: see below).
  const lastCalendar = useRef<ResultOf<typeof TEACHER_CALENDAR>['teacherCalendar'] | undefined>(undefined);
  const currentCalendar = dataOf(calendarQuery.state)?.teacherCalendar;
  if (currentCalendar) lastCalendar.current = currentCalendar;
  const calendar = lastCalendar.current;
  const entries = dataOf(availability.state)?.teacherAvailability;
  const grid = useMemo(() => (calendar ? buildWeekGrid(calendar) : null), [calendar]);
  const standard = useMemo(() => standardWeek(entries ?? []), [entries]);
  const weekPath = (date: string) => buildPath(teacherPaths.schedule, { locale, startDate: date });

  // urql keeps the previous week's data while the next one loads: it is stale until it holds the address's date.
  const stale = Boolean(calendar && startDate && (startDate < calendar.startOfWeekDate || startDate > calendar.endOfWeekDate));
  // Any date opens its week; the address then names the week's first day.
  useEffect(() => {
    if (calendar && startDate && !stale && startDate !== calendar.startOfWeekDate)
      navigate(weekPath(calendar.startOfWeekDate), { replace: true });
  });

  // Every availability write on this screen (grid, form, list): the week and the list are read
  // again once the last write in flight has landed.
  const runWrite = useScheduleWrites(() => {
    calendarQuery.retry();
    availability.retry();
  });

  const toggle = async (cell: GridCell, next: AvailabilityState) => {
    setPendingKey(`${cell.date}@${cell.hour}`);
    const change = { slotSize: 'full' as const, startHour: cell.hour, endHour: cell.hour + 1, availability: next };
    try {
      await runWrite(async () =>
        mode === 'standard'
          ? await setStandard({ input: { ...change, dayOfWeek: cell.weekday } }, SCHEDULE_TYPENAMES)
          : await setExact({ input: { ...change, date: cell.date } }, SCHEDULE_TYPENAMES),
      );
    } finally {
      setPendingKey(null);
    }
  };

  // A week that could not be loaded is said, with Try again: the last week's grid is not left
  // on screen under an address that names another week.
  if (invalidDate || calendarQuery.state.kind === 'error') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10">
        <PageTitle>{t('title')}</PageTitle>
        <Alert>{invalidDate ? t('invalidWeek') : t('loadFailed')}</Alert>
        <div className="flex flex-wrap gap-3">
          {invalidDate ? null : (
            <button type="button" className={buttonClass('secondary')} onClick={calendarQuery.retry}>
              {t('retry')}
            </button>
          )}
          <Link className={buttonClass('primary')} to={buildPath(teacherPaths.schedule, { locale })}>
            {t('week.current')}
          </Link>
        </div>
      </div>
    );
  }
  if (!calendar || !grid) {
    // The first week loads: the title and the week grid keep their place (the grid is about 24 rows).
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10" aria-busy="true">
        <PageTitle>{t('title')}</PageTitle>
        <span role="status" className="sr-only">
          {t('common:status.loading')}
        </span>
        <Skeleton lines={12} barClassName="h-8" className="min-h-[32rem] gap-3" />
      </div>
    );
  }

  const isCurrentWeek = calendar.today >= calendar.startOfWeekDate && calendar.today <= calendar.endOfWeekDate;
  const weekLabel = t('week.label', {
    from: formatDay(calendar.startOfWeekDate, locale, 'long'),
    to: formatDay(calendar.endOfWeekDate, locale, 'long'),
  });

  return (
    <ScheduleWritesContext.Provider value={runWrite}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <div className="flex flex-col gap-2">
          <PageTitle>{t('title')}</PageTitle>
          <p className="text-sm text-slate-700">
            {t('timeZoneNote', { timeZone: calendar.timezone })}{' '}
            <Link className="font-medium text-brand-800 underline" to={buildPath(teacherPaths.profile, { locale, page: 'preferences' })}>
              {t('changePreferences')}
            </Link>
          </p>
        </div>

        <nav aria-label={t('week.nav')} className="flex flex-wrap items-center justify-between gap-3">
          <Link className={buttonClass('secondary')} to={weekPath(calendar.previousWeekDate)}>
            <span aria-hidden="true">←</span> {t('week.previous')}
          </Link>
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="font-semibold text-slate-900" aria-live="polite">
              {weekLabel}
            </p>
            {isCurrentWeek ? (
              <span className="text-xs text-slate-600">{t('week.thisWeek')}</span>
            ) : (
              <Link className="text-sm font-medium text-brand-800 underline" to={buildPath(teacherPaths.schedule, { locale })}>
                {t('week.current')}
              </Link>
            )}
          </div>
          <Link className={buttonClass('secondary')} to={weekPath(calendar.nextWeekDate)}>
            {t('week.next')} <span aria-hidden="true">→</span>
          </Link>
        </nav>

        <dl className="grid gap-3 smn:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t('totals.available')}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="total-available">
              {calendar.totalAvailableClassesPerWeek}
            </dd>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t('totals.booked')}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="total-booked">
              {calendar.totalBookedClassesThisWeek}
            </dd>
          </div>
        </dl>

        <section
          aria-labelledby="schedule-week-heading"
          aria-busy={stale || calendarQuery.fetching || undefined}
          className={`flex flex-col gap-4 transition-opacity ${stale ? 'opacity-50' : ''}`}
        >
          <h2 id="schedule-week-heading" className="text-xl font-semibold text-slate-900">
            {t('grid.heading')}
          </h2>
          <ChoiceGroup<GridMode>
            legend={t('modes.legend')}
            name="schedule-mode"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'view', label: t('modes.view') },
              { value: 'standard', label: t('modes.standard') },
              { value: 'exact', label: t('modes.exact') },
            ]}
          />
          <Legend />
          {calendar.totalBookedClassesThisWeek === 0 && calendar.totalAvailableClassesPerWeek === 0 && mode === 'view' ? (
            <Alert tone="info">{t('emptyWeek')}</Alert>
          ) : null}
          <ScheduleGrid
            calendar={calendar}
            grid={grid}
            mode={mode}
            standard={standard}
            pendingKey={pendingKey}
            onToggle={(cell, next) => void toggle(cell, next)}
          />
        </section>

        <section
          aria-labelledby="availability-form-heading"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="availability-form-heading" className="text-xl font-semibold text-slate-900">
            {t('form.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('form.intro')}</p>
          <AvailabilityForm timeFormat={calendar.timeFormat} today={calendar.today} />
        </section>

        <section
          aria-labelledby="availability-list-heading"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="availability-list-heading" className="text-xl font-semibold text-slate-900">
            {t('list.title')}
          </h2>
          <QueryState query={availability} skeleton={<Skeleton lines={3} barClassName="h-10" className="gap-3" />}>
            {(data) => <AvailabilityList entries={data.teacherAvailability} timeFormat={calendar.timeFormat} />}
          </QueryState>
        </section>

        <section aria-labelledby="requests-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
            {t('requests.title')}
          </h2>
          <TeachingHourRequests timeFormat={calendar.timeFormat} today={calendar.today} />
        </section>
      </div>
    </ScheduleWritesContext.Provider>
  );
}

function Legend() {
  const { t } = useTranslation('teacherSchedule');
  return (
    <ul aria-label={t('legend.title')} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700">
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-flex size-4 items-center justify-center rounded border border-emerald-700 bg-emerald-50 font-bold text-emerald-800"
        >
          ✓
        </span>
        {t('legend.available')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-4 rounded border border-slate-300 bg-white" />
        {t('legend.unavailable')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="rounded bg-slate-700 px-1 text-[10px] font-semibold text-white">
          1×
        </span>
        {t('legend.exact')}
      </li>
      {(['group', 'private', 'trial', 'bonus', 'b2g'] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-4 w-1.5 rounded ${KIND_BARS[kind]}`} />
          {t(`kinds.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
