import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import type { BookingRecommendationData } from './booking-documents.ts';
import { OptionRow } from './option-row.tsx';

interface RecommendedClassesProps {
  recommendation: BookingRecommendationData | undefined;
  /** Filters the page to the recommended lesson (every time, every day). */
  onShowLesson: (lessonId: string) => void;
}

/**
 * "Recommended for you" (decision 044): the student's next lesson at their preferred times in the
 * coming week, computed on the server. Reserved space while loading; nothing once the module has
 * no lesson left to book.
 */
export function RecommendedClasses({ recommendation, onShowLesson }: RecommendedClassesProps) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  if (!recommendation) {
    return <div aria-hidden="true" className="min-h-40 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />;
  }
  const { lesson, options } = recommendation;
  if (!lesson) return null;
  const times = recommendation.timesOfDay.map((time) => t(`booking.timesOfDay.${time}`)).join(', ');
  const title = t('booking.lessonOption', { number: lesson.number, title: lesson.title });
  return (
    <section
      aria-labelledby="recommended-heading"
      className="flex flex-col gap-3 rounded-2xl border-2 border-brand-700 bg-white p-4"
      data-testid="recommended"
    >
      <div className="flex flex-col gap-1">
        <h2 id="recommended-heading" className="text-lg font-semibold text-slate-900">
          {t('booking.recommended.heading')}
        </h2>
        <p className="text-slate-800">
          {t('booking.recommended.nextLesson')} <strong className="font-semibold">{title}</strong>
        </p>
        <p className="text-sm text-slate-700">
          {recommendation.atPreferredTimes
            ? t(`booking.recommended.basis.${recommendation.basis}`, { times, timeZone: viewer.timeZone })
            : t('booking.recommended.notAtPreferredTimes', { times })}
        </p>
      </div>
      {options.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {options.map((option) => (
            <li key={option.key}>
              <OptionRow
                option={option}
                context={`${title}: `}
                lead={t('booking.recommended.when', {
                  day: new Intl.DateTimeFormat(viewer.locale, {
                    timeZone: viewer.timeZone,
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                  }).format(new Date(option.startDate)),
                  time: viewer.time(option.startDate),
                })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('booking.recommended.none')}</p>
      )}
      <button
        type="button"
        onClick={() => onShowLesson(lesson.id)}
        className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {t('booking.recommended.allTimes')}
      </button>
    </section>
  );
}
