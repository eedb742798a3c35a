import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { BOOKABLE_LESSONS } from './booking-documents.ts';
import { activeFilterCount, type BookingParams, TIMES_OF_DAY } from './booking-params.ts';

interface BookingFiltersProps {
  params: BookingParams;
  moduleId: string | undefined;
  onChange: (next: Partial<BookingParams>) => void;
}

/**
 * Time of day and lesson; each change rewrites the URL. On phones the panel is closed behind a
 * "Filters" button that says how many are on, so the first screen shows classes, not checkboxes;
 * from `md` up it is an open side panel.
 */
export function BookingFilters({ params: fromUrl, moduleId, onChange }: BookingFiltersProps) {
  const { t } = useTranslation('student');
  // The inputs follow a local copy set in the event itself: the URL catches up a moment later
  // (router navigation), and a controlled input would otherwise snap back in between.
  const [params, setParams] = useState(fromUrl);
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl);
    setParams(fromUrl);
  }
  const change = (next: Partial<BookingParams>) => {
    setParams({ ...params, ...next });
    onChange(next);
  };
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const lessonSelectId = useId();
  // Only the lesson choice's options: it offers none until they are known, and says nothing when they fail.
  const data = dataOf(useDataQuery({ query: BOOKABLE_LESSONS, variables: moduleId ? { moduleId } : {} }).state);
  // Skipped lessons are not booked (001 §3), so they are not offered either.
  const lessons = (data?.coursePage.chapters ?? []).flatMap((chapter) => chapter.lessons).filter((l) => l.studentStatus !== 'SKIP');
  const active = activeFilterCount(params);

  const toggleTime = (time: (typeof TIMES_OF_DAY)[number], on: boolean) =>
    change({ timesOfDay: on ? [...params.timesOfDay, time] : params.timesOfDay.filter((v) => v !== time) });

  return (
    <section
      aria-labelledby="booking-filters-heading"
      className="flex flex-col gap-3 self-start md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-5"
    >
      <h2 id="booking-filters-heading" className="sr-only md:not-sr-only md:text-lg md:font-semibold md:text-slate-900">
        {t('booking.filters.heading')}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-900 md:hidden"
      >
        <span>{active > 0 ? t('booking.filters.toggleActive', { count: active }) : t('booking.filters.toggle')}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 md:flex md:border-0 md:p-0`}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('booking.filters.timeOfDay')}</legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {TIMES_OF_DAY.map((time) => (
              <Checkbox
                key={time}
                label={t(`booking.timesOfDay.${time}`)}
                checked={params.timesOfDay.includes(time)}
                onCheckedChange={(on) => toggleTime(time, on)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={lessonSelectId} className="text-sm font-semibold text-slate-900">
            {t('booking.filters.lesson')}
          </label>
          <select
            id={lessonSelectId}
            value={params.lessonId ?? ''}
            onChange={(event) => change({ lessonId: event.target.value || undefined })}
            className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="">{t('booking.filters.allLessons')}</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {t('booking.lessonOption', { number: lesson.number, title: lesson.title })}
              </option>
            ))}
          </select>
        </div>
        {active > 0 ? (
          <button
            type="button"
            onClick={() => change({ timesOfDay: [], lessonId: undefined })}
            className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('booking.filters.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
