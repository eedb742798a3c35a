import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { addDaysToKey, startOfLocalDay } from '@parla/domain/time';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { StandingBanner } from '../../shared/standing/standing-banner.tsx';
import { BOOKING_RESULTS, BOOKING_TYPENAMES } from './booking-documents.ts';
import { BookingFilters } from './booking-filters.tsx';
import { BookingOptionList } from './booking-option-list.tsx';
import { type BookingParams, parseBookingParams, toBookingSearch } from './booking-params.ts';
import { localWeek } from '@parla/domain/time';
import { clampWeek, currentWeekStart } from './week-range.ts';

/** The booking page (001 §2 booking): a week of existing classes with seats and free slots for new ones. */
export function BookingScreen() {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseBookingParams(search), [search]);
  // The page's notion of "this week" is fixed when it opens; a page left open overnight still navigates sanely.
  const [openedAt] = useState(() => new Date());
  const thisWeek = currentWeekStart(openedAt, viewer.timeZone, viewer.weekStart);
  const week = localWeek(clampWeek(params.week, openedAt, viewer.timeZone, viewer.weekStart), viewer.timeZone);

  // From the latest URL, so two quick filter clicks never undo each other.
  const update = (next: Partial<BookingParams>) =>
    setSearch((previous) => toBookingSearch({ ...parseBookingParams(previous), ...next }), { replace: true });
  const goToWeek = (startKey: string) => setSearch(toBookingSearch({ ...params, week: startKey }));

  const filter = {
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    ...(params.moduleId ? { moduleId: params.moduleId } : {}),
    ...(params.lessonId ? { lessonId: params.lessonId } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.timesOfDay.length > 0 ? { timesOfDay: params.timesOfDay } : {}),
  };
  const [{ data, fetching, error }] = useQuery({ query: BOOKING_RESULTS, variables: { filter }, context: BOOKING_TYPENAMES });
  const lastDay = addDaysToKey(week.startKey, 6);
  const weekLabel = t('booking.weekLabel', {
    from: viewer.dateTime(startOfLocalDay(week.startKey, viewer.timeZone), { dateOnly: true }),
    to: viewer.dateTime(startOfLocalDay(lastDay, viewer.timeZone), { dateOnly: true }),
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('booking.title')}</PageTitle>
        {data ? <p className="text-slate-700">{t('booking.moduleLine', { module: data.bookingResults.module.name })}</p> : null}
        <p className="text-sm text-slate-600">{t('booking.timeZoneNote', { timeZone: viewer.timeZone })}</p>
      </div>
      <StandingBanner onBookingPage />
      <nav aria-label={t('booking.weekNav')} className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={week.startKey <= thisWeek} onClick={() => goToWeek(addDaysToKey(week.startKey, -7))}>
          <span aria-hidden="true">←</span> {t('booking.previousWeek')}
        </Button>
        <p className="text-center font-semibold text-slate-900" aria-live="polite">
          {weekLabel}
        </p>
        <Button variant="secondary" onClick={() => goToWeek(addDaysToKey(week.startKey, 7))}>
          {t('booking.nextWeek')} <span aria-hidden="true">→</span>
        </Button>
      </nav>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <BookingFilters params={params} moduleId={params.moduleId ?? data?.bookingResults.module.id} onChange={update} />
        <section aria-labelledby="booking-results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="booking-results-heading" className="sr-only">
            {t('booking.resultsHeading')}
          </h2>
          {error && !data ? <Alert>{t('booking.loadFailed')}</Alert> : null}
          {fetching && !data ? <PageSpinner /> : null}
          {data ? <BookingOptionList options={data.bookingResults.options} /> : null}
        </section>
      </div>
    </div>
  );
}
