import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import type { BookingOption } from './booking-documents.ts';
import { OptionRow, useRefusalText } from './option-row.tsx';

interface LessonGroup {
  lesson: BookingOption['lesson'];
  options: BookingOption[];
}
interface TimeGroup {
  startDate: string;
  endDate: string;
  lessons: LessonGroup[];
}

const byStart = (a: BookingOption, b: BookingOption) => Date.parse(a.startDate) - Date.parse(b.startDate);

/** Existing classes by start time, and within a time by lesson, so each title is shown once per group. */
export function groupByTimeAndLesson(options: readonly BookingOption[]): TimeGroup[] {
  const sorted = [...options].sort((a, b) => byStart(a, b) || a.lesson.number - b.lesson.number);
  const groups: TimeGroup[] = [];
  for (const option of sorted) {
    let time = groups[groups.length - 1];
    if (!time || time.startDate !== option.startDate) {
      time = { startDate: option.startDate, endDate: option.endDate, lessons: [] };
      groups.push(time);
    }
    let lesson = time.lessons[time.lessons.length - 1];
    if (!lesson || lesson.lesson.id !== option.lesson.id) {
      lesson = { lesson: option.lesson, options: [] };
      time.lessons.push(lesson);
    }
    lesson.options.push(option);
  }
  return groups;
}

/** Free slots for a new class by lesson (the title once, then its start times). */
export function groupNewByLesson(options: readonly BookingOption[]): LessonGroup[] {
  const groups = new Map<string, LessonGroup>();
  for (const option of [...options].sort(byStart)) {
    const group = groups.get(option.lesson.id) ?? { lesson: option.lesson, options: [] };
    group.options.push(option);
    groups.set(option.lesson.id, group);
  }
  return [...groups.values()].sort((a, b) => a.lesson.number - b.lesson.number);
}

/**
 * The chosen day: classes with seats to join, by start time and lesson; then the free times to
 * start a new class, one card per lesson with its times as buttons (a day of new slots is one
 * block, not sixteen rows repeating the title).
 */
export function BookingDayList({ options }: { options: readonly BookingOption[] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const existing = options.filter((o) => o.isExisting);
  const fresh = options.filter((o) => !o.isExisting);
  const lessonTitle = (lesson: BookingOption['lesson']) => t('booking.lessonOption', { number: lesson.number, title: lesson.title });
  return (
    <div className="flex flex-col gap-6">
      {existing.length > 0 ? (
        <section aria-labelledby="join-heading" className="flex flex-col gap-3">
          <h3 id="join-heading" className="text-base font-semibold text-slate-900">
            {t('booking.joinHeading')}
          </h3>
          {groupByTimeAndLesson(existing).map((time) => {
            const range = t('booking.timeRange', { from: viewer.time(time.startDate), to: viewer.time(time.endDate) });
            return (
              <div key={time.startDate} className="flex flex-col gap-2 smn:flex-row smn:gap-4">
                <p className="w-28 shrink-0 pt-2 font-semibold text-slate-900">{range}</p>
                <ul className="flex min-w-0 flex-1 flex-col gap-2">
                  {time.lessons.map((group) => (
                    <li key={group.lesson.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
                      <p className="font-medium text-slate-900">{lessonTitle(group.lesson)}</p>
                      <ul className="flex flex-col gap-2">
                        {group.options.map((option) => (
                          <li key={option.key}>
                            <OptionRow option={option} context={`${range}, ${lessonTitle(group.lesson)}: `} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ) : null}
      {fresh.length > 0 ? (
        <section aria-labelledby="new-heading" className="flex flex-col gap-3">
          <div className="flex flex-col gap-0.5">
            <h3 id="new-heading" className="text-base font-semibold text-slate-900">
              {t('booking.newHeading')}
            </h3>
            <p className="text-sm text-slate-700">{t('booking.newExplainer')}</p>
          </div>
          <ul className="flex flex-col gap-3">
            {groupNewByLesson(fresh).map((group) => (
              <li key={group.lesson.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
                <p className="font-medium text-slate-900">{lessonTitle(group.lesson)}</p>
                <NewClassTimes lesson={lessonTitle(group.lesson)} options={group.options} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The start times of new classes of one lesson: links to the preview; refused times as text, with the reason in words. */
function NewClassTimes({ lesson, options }: { lesson: string; options: BookingOption[] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const refusalText = useRefusalText();
  const bookable = options.filter((o) => !o.refusal);
  const refused = new Map<string, BookingOption[]>();
  for (const option of options.filter((o) => o.refusal)) {
    const reason = refusalText(option);
    refused.set(reason, [...(refused.get(reason) ?? []), option]);
  }
  const chip = 'inline-flex min-h-11 min-w-20 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <div className="flex flex-col gap-3">
      {bookable.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {bookable.map((option) => (
            <li key={option.key}>
              <Link
                to={buildPath(studentPaths.bookingPreview, { locale: viewer.locale, key: option.key })}
                className={`${chip} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              >
                <span className="sr-only">{t('booking.choose')} </span>
                {viewer.time(option.startDate)}
                <span className="sr-only"> {t('booking.newClassOf', { to: viewer.time(option.endDate), lesson })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {[...refused.entries()].map(([reason, list]) => (
        <div key={reason} className="flex flex-col gap-1.5" data-refusal={list[0].refusal}>
          <p className="text-sm font-semibold text-slate-800">
            {t('booking.refusal.label')} {reason}
          </p>
          <ul className="flex flex-wrap gap-2">
            {list.map((option) => (
              <li key={option.key} className={`${chip} border-dashed border-slate-300 bg-white font-normal text-slate-700`}>
                {viewer.time(option.startDate)}
                <span className="sr-only"> {lesson}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
