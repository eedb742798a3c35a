import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PERSONALIZED_FEEDBACK } from './feedback-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * 001 §9 "feedback based on the last 10 classes" (decision 089): what the teachers wrote after the
 * student's last 10 attended classes, newest first. No summary is made up: the teachers' own words,
 * the recommended level and the class notes; an unrated class asks for its rating first.
 */
export function PersonalizedFeedbackScreen() {
  const { t } = useTranslation('feedback');
  const viewer = useViewerTime();
  const query = useDataQuery(
    { query: PERSONALIZED_FEEDBACK, variables: {}, requestPolicy: 'cache-and-network' },
    (data) => data.myPersonalizedFeedback.length === 0,
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('personalized.title')}</PageTitle>
      <p className="text-slate-800">{t('personalized.intro')}</p>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} />}
        empty={
          <Card>
            <p className="text-slate-800" data-testid="personalized-empty">
              {t('personalized.empty')}
            </p>
          </Card>
        }
      >
        {(data) => (
          <ol className="flex flex-col gap-4" data-testid="personalized-feedback">
            {data.myPersonalizedFeedback.map((item) => {
              const classLink = buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: item.classUid });
              return (
                <li key={item.classUid}>
                  <Card className="flex flex-col gap-2">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <Link to={classLink} className={linkClass}>
                        {item.lesson}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-700">
                      {item.teacherName} · {viewer.dateTime(item.startAt, { dateStyle: 'medium' })}
                    </p>
                    {item.feedback ? (
                      <blockquote className="border-l-4 border-brand-700 pl-4 whitespace-pre-line text-slate-900">
                        {item.feedback}
                      </blockquote>
                    ) : item.requiresRating ? (
                      <Link to={classLink} className={linkClass}>
                        {t('personalized.rate')}
                      </Link>
                    ) : (
                      <p className="text-slate-700">{t('personalized.notWritten')}</p>
                    )}
                    {item.recommendedLevel ? (
                      <p className="text-slate-800">{t('personalized.level', { level: item.recommendedLevel })}</p>
                    ) : null}
                    {item.notes ? (
                      <details>
                        <summary className="cursor-pointer font-semibold text-slate-900">{t('personalized.notes')}</summary>
                        <p className="mt-1 whitespace-pre-line text-slate-800">{item.notes}</p>
                      </details>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
