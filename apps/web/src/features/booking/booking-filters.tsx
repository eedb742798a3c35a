import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { BOOKABLE_LESSONS } from './booking-documents.ts';
import { BOOKABLE_TYPES, type BookableType, type BookingParams, TIMES_OF_DAY } from './booking-params.ts';

interface BookingFiltersProps {
  params: BookingParams;
  moduleId: string | undefined;
  onChange: (next: Partial<BookingParams>) => void;
}

/** Time of day, class type and lesson; each change rewrites the URL. */
export function BookingFilters({ params: fromUrl, moduleId, onChange }: BookingFiltersProps) {
  const { t } = useTranslation('student');
  // The inputs follow a local copy set in the event itself: the URL catches up a moment later
  // (router navigation), and a controlled radio would otherwise snap back in between.
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
  const lessonSelectId = useId();
  const [{ data }] = useQuery({ query: BOOKABLE_LESSONS, variables: moduleId ? { moduleId } : {} });
  // Skipped lessons are not booked (001 §3), so they are not offered either.
  const lessons = (data?.coursePage.chapters ?? []).flatMap((chapter) => chapter.lessons).filter((l) => l.studentStatus !== 'SKIP');

  const toggleTime = (time: (typeof TIMES_OF_DAY)[number], on: boolean) =>
    change({ timesOfDay: on ? [...params.timesOfDay, time] : params.timesOfDay.filter((v) => v !== time) });

  return (
    <section
      aria-labelledby="booking-filters-heading"
      className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="booking-filters-heading" className="text-lg font-semibold text-slate-900">
        {t('booking.filters.heading')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('booking.filters.timeOfDay')}</legend>
        {TIMES_OF_DAY.map((time) => (
          <Checkbox
            key={time}
            label={t(`booking.timesOfDay.${time}`)}
            checked={params.timesOfDay.includes(time)}
            onCheckedChange={(on) => toggleTime(time, on)}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('booking.filters.classType')}</legend>
        {([undefined, ...BOOKABLE_TYPES] as Array<BookableType | undefined>).map((type) => (
          <label key={type ?? 'any'} className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name="class-type"
              className="size-5 accent-brand-700"
              checked={params.type === type}
              onChange={() => change({ type })}
            />
            {t(`booking.types.${type ?? 'any'}`)}
          </label>
        ))}
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
    </section>
  );
}
