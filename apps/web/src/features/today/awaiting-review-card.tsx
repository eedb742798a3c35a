import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { AWAITING_REVIEW_TYPENAMES, CLASSES_AWAITING_REVIEW } from './today-documents.ts';

/**
 * "Waiting for your rating" (issue 12 point 6): the student's recent classes not rated yet, each
 * with "Rate" to its class details page, where the review unlocks the teacher's feedback. Hidden
 * when there is none, and while loading or failing (silently: no toast, no error card): it is a
 * reminder, never in the way.
 */
export function AwaitingReviewCard() {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const { state } = useDataQuery({ query: CLASSES_AWAITING_REVIEW, variables: {}, context: AWAITING_REVIEW_TYPENAMES });
  const items = dataOf(state)?.classesAwaitingReview.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="awaiting-review">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-slate-900">{t('today.awaitingReview.heading')}</h2>
        <p className="text-slate-700">{t('today.awaitingReview.text')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200">
        {items.map((klass) => {
          const date = viewer.dateTime(klass.startDate, { dateStyle: 'medium' });
          return (
            <li key={klass.uid} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-slate-900">{klass.lesson.title}</span>
                <span className="text-sm text-slate-700">{date}</span>
              </span>
              <Link
                to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: klass.uid })}
                className={buttonClass('secondary')}
                aria-label={t('today.awaitingReview.rateLabel', { lesson: klass.lesson.title, date })}
              >
                {t('today.awaitingReview.rate')}
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
