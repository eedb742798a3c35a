import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { UNREAD_CLASS_FEEDBACK } from './feedback-documents.ts';

/** Opening the feedback (markClassFeedbackRead) answers a Boolean: refetch on any class review or mutation of the type. */
export const FEEDBACK_READY_CONTEXT = { additionalTypenames: ['ReadyClassFeedback', 'ClassReview'] };

/**
 * Today's "Your teacher's feedback is ready" (decision 089): classes whose feedback became
 * readable and the student has not opened yet, each linking to its class page. Placed on Today by
 * the learn area (a TodayScreen prop, like the daily practice card); hidden when there is none.
 */
export function FeedbackReadyCard() {
  const { t } = useTranslation('feedback');
  const viewer = useViewerTime();
  const { state } = useDataQuery({
    query: UNREAD_CLASS_FEEDBACK,
    variables: {},
    context: FEEDBACK_READY_CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  const items = dataOf(state)?.myUnreadClassFeedback ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="feedback-ready">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-slate-900">{t('ready.heading')}</h2>
        <p className="text-slate-700">{t('ready.text')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.classUid} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-slate-900">{item.lesson}</span>
              <span className="text-sm text-slate-700">
                {t('ready.meta', { teacher: item.teacherName, date: viewer.dateTime(item.startAt, { dateStyle: 'medium' }) })}
              </span>
            </span>
            <Link
              to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: item.classUid })}
              className={buttonClass('secondary')}
              aria-label={t('ready.readLabel', { lesson: item.lesson })}
            >
              {t('ready.read')}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
