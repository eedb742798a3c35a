import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import type { CalendarEvent, EventKind } from './schedule-documents.ts';

/** The bar colour of each kind, also used by the legend. */
export const KIND_BARS: Record<EventKind, string> = {
  group: 'bg-brand-700',
  private: 'bg-violet-700',
  trial: 'bg-sky-700',
  bonus: 'bg-amber-700',
  b2g: 'bg-teal-700',
};

const KIND_STYLES: Record<EventKind, string> = {
  group: 'border-brand-700 bg-brand-50 text-brand-900',
  private: 'border-violet-700 bg-violet-50 text-violet-900',
  trial: 'border-sky-700 bg-sky-50 text-sky-900',
  bonus: 'border-amber-700 bg-amber-50 text-amber-900',
  b2g: 'border-teal-700 bg-teal-50 text-teal-900',
};

/** A committed class in a schedule cell: its kind in words and its lesson; a link to the class page unless `static`. */
export function EventChip({ event, time, isStatic = false }: { event: CalendarEvent; time: string; isStatic?: boolean }) {
  const { t } = useTranslation('teacherSchedule');
  const locale = useLocale();
  const kind = t(`kinds.${event.kind}`);
  const className = `block rounded-md border-l-4 px-1.5 py-1 text-left text-xs leading-tight ${KIND_STYLES[event.kind]}`;
  const content = (
    <>
      <span className="block font-semibold">{kind}</span>
      <span className="block truncate">{event.lessonTitle}</span>
    </>
  );
  const label = t('grid.eventLabel', { kind, time, lesson: event.lessonTitle, count: event.studentsCount });
  if (isStatic) {
    return (
      <span className={className} title={label}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={buildPath(teacherPaths.teacherClass, { locale, classId: event.classUniqId })}
      className={`${className} underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700`}
      aria-label={label}
      title={label}
    >
      {content}
    </Link>
  );
}
