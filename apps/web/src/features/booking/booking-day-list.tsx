import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import type { BookingOption } from './booking-documents.ts';
import { OptionRow } from './option-row.tsx';

interface LessonGroup {
  lesson: BookingOption['lesson'];
  options: BookingOption[];
}
interface TimeGroup {
  startDate: string;
  endDate: string;
  lessons: LessonGroup[];
}

/** One day's options by start time, and within a time by lesson, so each title is shown once per group. */
export function groupByTimeAndLesson(options: readonly BookingOption[]): TimeGroup[] {
  const sorted = [...options].sort(
    (a, b) =>
      Date.parse(a.startDate) - Date.parse(b.startDate) || a.lesson.number - b.lesson.number || Number(b.isExisting) - Number(a.isExisting),
  );
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

/** The chosen day's classes: a heading per start time, the lesson title once, then its classes. */
export function BookingDayList({ options }: { options: readonly BookingOption[] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <div className="flex flex-col gap-5">
      {groupByTimeAndLesson(options).map((time) => {
        const range = t('booking.timeRange', { from: viewer.time(time.startDate), to: viewer.time(time.endDate) });
        const headingId = `time-${Date.parse(time.startDate)}`;
        return (
          <section key={time.startDate} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {range}
            </h3>
            <ul className="flex flex-col gap-3">
              {time.lessons.map((group) => {
                const title = t('booking.lessonOption', { number: group.lesson.number, title: group.lesson.title });
                return (
                  <li key={group.lesson.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
                    <p className="font-medium text-slate-900">{title}</p>
                    <ul className="flex flex-col gap-2">
                      {group.options.map((option) => (
                        <li key={option.key}>
                          <OptionRow option={option} context={`${range}, ${title}: `} />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
