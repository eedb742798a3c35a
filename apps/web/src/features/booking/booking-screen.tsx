import { type DateKey, addDaysToKey, localWeek, startOfLocalDay, zonedDateKey } from '@parla/domain/time';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { StandingBanner } from '../../shared/standing/standing-banner.tsx';
import { BOOKING_STANDING, STANDING_TYPENAMES } from '../../shared/standing/standing-documents.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { BookingDayList } from './booking-day-list.tsx';
import { BOOKABLE_LESSONS, BOOKING_RECOMMENDATION, BOOKING_RESULTS, BOOKING_TYPENAMES, optionsWithLessons } from './booking-documents.ts';
import { BookingFilters } from './booking-filters.tsx';
import {
  type BookingParams,
  NEXT_LESSON,
  activeFilterCount,
  defaultBookableType,
  parseBookingParams,
  toBookingSearch,
} from './booking-params.ts';
import { DayStrip } from './day-strip.tsx';
import { KindTabs } from './kind-tabs.tsx';
import { RecommendedClasses } from './recommended-classes.tsx';
import { clampDay, clampWeek } from './week-range.ts';

/**
 * The booking page (001 §2 booking, issue 12 point 5): "Recommended for you" first, group and
 * private apart, a day strip over the week, and one day's classes grouped by time and lesson.
 * Everything the student chooses lives in the URL (booking-params.ts).
 */
export function BookingScreen() {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseBookingParams(search), [search]);
  // The page's notion of "today" is fixed when it opens; a page left open overnight still navigates sanely.
  const [openedAt] = useState(() => new Date());
  const today = zonedDateKey(openedAt, viewer.timeZone);
  const requestedDay = clampDay(params.day, openedAt, viewer.timeZone);
  const week = localWeek(clampWeek(requestedDay, openedAt, viewer.timeZone, viewer.weekStart), viewer.timeZone);

  // From the latest URL, so two quick filter clicks never undo each other; filters replace the
  // history entry, moving to another day or tab adds one (back returns to it).
  const update = (next: Partial<BookingParams>, push = false) =>
    setSearch((previous) => toBookingSearch({ ...parseBookingParams(previous), ...next }), { replace: !push });

  // The standing only picks the default tab: once it is known, or failed (then the group tab).
  const standing = useDataQuery({ query: BOOKING_STANDING, context: STANDING_TYPENAMES }).state;
  const credits = dataOf(standing)?.bookingStanding;
  const type = params.type ?? (standing.kind !== 'loading' ? defaultBookableType(credits) : undefined);

  // Arriving for "the next lesson": the recommendation names it, then the URL does.
  const wantsNext = params.lessonId === NEXT_LESSON;
  const filter = {
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    ...(type ? { type } : {}),
    ...(params.moduleId ? { moduleId: params.moduleId } : {}),
    ...(params.lessonId && !wantsNext ? { lessonId: params.lessonId } : {}),
    ...(params.timesOfDay.length > 0 ? { timesOfDay: params.timesOfDay } : {}),
  };
  const results = useDataQuery({
    query: BOOKING_RESULTS,
    variables: { filter },
    context: BOOKING_TYPENAMES,
    pause: !type || wantsNext,
  });
  const data = dataOf(results.state);
  // The recommendation is the student's own course; a lesson or another module chosen already narrows the page.
  const recommend = !params.lessonId && !params.moduleId;
  const recommendation = useDataQuery({
    query: BOOKING_RECOMMENDATION,
    variables: type ? { type } : {},
    context: BOOKING_TYPENAMES,
    pause: !type || !(recommend || wantsNext),
  });
  const nextLesson = wantsNext ? dataOf(recommendation.state)?.bookingRecommendation : undefined;
  useEffect(() => {
    if (nextLesson) update({ lessonId: nextLesson.lesson?.id });
  });
  const moduleId = params.moduleId ?? data?.bookingResults.module.id;
  const lessons = dataOf(
    useDataQuery({ query: BOOKABLE_LESSONS, variables: moduleId ? { moduleId } : {}, pause: !params.lessonId || wantsNext }).state,
  );

  const options = useMemo(() => (data ? optionsWithLessons(data.bookingResults) : undefined), [data]);
  const counts = useMemo(() => {
    if (!options) return undefined;
    const map = new Map<DateKey, number>();
    for (const option of options) {
      const day = zonedDateKey(option.startDate, viewer.timeZone);
      map.set(day, (map.get(day) ?? 0) + 1);
    }
    return map;
  }, [options, viewer.timeZone]);
  const firstOpen = week.days.find((day) => day >= today) ?? week.days[0];
  const selected = requestedDay ?? week.days.find((day) => day >= today && (counts?.get(day) ?? 0) > 0) ?? firstOpen;
  const dayOptions = (options ?? []).filter((option) => zonedDateKey(option.startDate, viewer.timeZone) === selected);
  const otherDay =
    week.days.find((day) => day > selected && (counts?.get(day) ?? 0) > 0) ??
    week.days.find((day) => day >= today && day !== selected && (counts?.get(day) ?? 0) > 0);
  const otherType = type === 'individual' ? 'group' : 'individual';
  const dayLabel = (day: DateKey) => viewer.dateTime(startOfLocalDay(day, viewer.timeZone), { dateOnly: true, dateStyle: 'full' });
  const chosenLesson =
    options?.find((o) => o.lesson.id === params.lessonId)?.lesson ??
    lessons?.coursePage.chapters.flatMap((c) => c.lessons).find((l) => l.id === params.lessonId);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-col gap-1">
        <PageTitle>{t('booking.title')}</PageTitle>
        {data ? <p className="text-slate-700">{t('booking.moduleLine', { module: data.bookingResults.module.name })}</p> : null}
        <p className="text-sm text-slate-600">{t('booking.timeZoneNote', { timeZone: viewer.timeZone })}</p>
      </div>
      <StandingBanner onBookingPage />
      {recommend ? (
        <RecommendedClasses
          recommendation={dataOf(recommendation.state)?.bookingRecommendation}
          onShowLesson={(lessonId) => update({ lessonId }, true)}
        />
      ) : null}
      <KindTabs value={type ?? 'group'} credits={credits} onChange={(next) => update({ type: next }, true)} />
      <DayStrip days={week.days} selected={selected} today={today} counts={counts} onSelect={(day) => update({ day }, true)} />
      {params.lessonId ? (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-700 bg-brand-50 px-4 py-2.5"
          data-testid="lesson-filter"
        >
          <p className="text-sm text-slate-900">
            {t('booking.onlyLesson')}{' '}
            <strong className="font-semibold">
              {chosenLesson ? t('booking.lessonOption', { number: chosenLesson.number, title: chosenLesson.title }) : '…'}
            </strong>
          </p>
          <button
            type="button"
            onClick={() => update({ lessonId: undefined, moduleId: undefined }, true)}
            className="min-h-11 text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('booking.showAllLessons')}
          </button>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[16rem_1fr] md:gap-6">
        <BookingFilters params={params} moduleId={moduleId} onChange={(next) => update(next)} />
        <section
          aria-labelledby="booking-results-heading"
          aria-busy={results.state.kind === 'loading'}
          className="flex min-w-0 flex-col gap-4"
        >
          <h2 id="booking-results-heading" className="text-lg font-semibold text-slate-900">
            {t('booking.dayHeading', { day: dayLabel(selected) })}
          </h2>
          {/* Three class cards high while loading; the error has its Try again. */}
          <QueryState query={results} skeleton={<Skeleton lines={3} barClassName="h-28 rounded-xl" className="gap-3" />}>
            {() => (
              <>
                {dayOptions.length > 0 ? <BookingDayList options={dayOptions} /> : null}
                {dayOptions.length === 0 ? (
                  <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5">
                    <p className="text-slate-800">
                      {activeFilterCount(params) > 0 ? t('booking.emptyDayFiltered') : t(`booking.emptyDay.${type ?? 'group'}`)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {otherDay ? (
                        <Button variant="secondary" onClick={() => update({ day: otherDay }, true)}>
                          {t('booking.showDay', { day: dayLabel(otherDay) })}
                        </Button>
                      ) : (
                        <Button variant="secondary" onClick={() => update({ day: addDaysToKey(week.days[0], 7) }, true)}>
                          {t('booking.nextWeek')}
                        </Button>
                      )}
                      <Button variant="secondary" onClick={() => update({ type: otherType }, true)}>
                        {t(`booking.seeKind.${otherType}`)}
                      </Button>
                      {activeFilterCount(params) > 0 ? (
                        <Button variant="ghost" onClick={() => update({ timesOfDay: [], lessonId: undefined }, true)}>
                          {t('booking.filters.clear')}
                        </Button>
                      ) : null}
                    </div>
                  </div>
                ) : null}
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
