import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import type { TeacherPage } from './teacher-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** Five stars drawn for the eye; the words say the same for screen readers. */
/** Five stars filled to the value: a 4.7 average shows four and seven tenths of a star, not five. */
function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => {
        const filled = Math.min(1, Math.max(0, value - (n - 1)));
        return (
          <span key={n} aria-hidden="true" className="relative text-slate-300">
            ★
            <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-600" style={{ width: `${filled * 100}%` }}>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}

/** The average (from 3 ratings on, decided by the server) and the count. */
export function RatingSummary({ rating }: { rating: TeacherPage['rating'] }) {
  const { t } = useTranslation('student');
  return (
    <p className="flex flex-wrap items-center gap-2 text-slate-800" data-testid="teacher-rating">
      <span className="sr-only">{t('teacher.rating')}:</span>
      {rating.average !== null ? (
        <>
          <Stars value={rating.average} label={t('teacher.ratingValue', { average: rating.average })} />
          <span className="font-semibold" aria-hidden="true">
            {rating.average.toFixed(1)}
          </span>
          <span className="text-slate-700">({t('teacher.ratingCount', { count: rating.count })})</span>
        </>
      ) : (
        <span className="text-slate-700">{t('teacher.ratingTooFew')}</span>
      )}
    </p>
  );
}

/** "Book a class with this teacher": their next group classes with a free seat, each to the booking preview. */
export function TeacherClasses({ classes }: { classes: TeacherPage['bookableClasses'] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <Card className="flex flex-col gap-3">
      <h2 id="teacher-classes" className="text-lg font-semibold text-slate-900">
        {t('teacher.bookTitle')}
      </h2>
      {classes.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200" aria-labelledby="teacher-classes" data-testid="teacher-classes">
          {classes.map((klass) => {
            const date = viewer.dateTime(klass.startDate, { dateStyle: 'full' });
            return (
              <li key={klass.uid} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-slate-900">{klass.lesson.title}</span>
                  <span className="text-sm text-slate-700">
                    {date} · {klass.module.name}
                  </span>
                  <span className="text-sm text-slate-700">{t('teacher.seats', { count: klass.availableSeats })}</span>
                </span>
                <Link
                  to={buildPath(studentPaths.bookingPreview, { locale: viewer.locale, key: `class:${klass.uid}` })}
                  className={buttonClass('secondary')}
                  aria-label={t('teacher.bookLabel', { lesson: klass.lesson.title, date })}
                >
                  {t('teacher.book')}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t('teacher.noClasses')}</p>
      )}
      <Link to={buildPath(studentPaths.booking, { locale: viewer.locale })} className={`${linkClass} self-start`}>
        {t('teacher.allClasses')}
      </Link>
    </Card>
  );
}

/** The newest reviews their students chose to publish: stars, text, first name and initial, date. */
export function TeacherReviews({ reviews }: { reviews: TeacherPage['reviews'] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('teacher.reviews')}</h2>
      {reviews.length > 0 ? (
        <ul className="flex flex-col gap-4" data-testid="teacher-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 border-b border-slate-200 pb-4 last:border-b-0 last:pb-0">
              <Stars value={review.stars} label={t('teacher.reviewStars', { count: review.stars })} />
              <p className="whitespace-pre-line text-slate-900">{review.text}</p>
              <p className="text-sm text-slate-700">
                {review.author} · <time dateTime={review.createdAt}>{viewer.dateTime(review.createdAt, { dateOnly: true })}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('teacher.noReviews')}</p>
      )}
    </Card>
  );
}
