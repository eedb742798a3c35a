import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { areaUrl } from '../../../shared/routing/area-url.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { SignedIn } from '../signed-in.tsx';
import { CLASS_REPORT, CLASSROOM_INFO } from '../classroom-documents.ts';
import { LEARN_TODAY_PATH, TEACHER_CLASS_LOG_PATH } from '../classroom-paths.ts';
import { errorCodeOf, useErrorText } from '../../../shared/errors/error-text.ts';
import { ClassReportView } from './class-report-view.tsx';
import { ReviewForm } from '../../../shared/classes/review/review-form.tsx';

/** Before the end the report is refused (class_report_not_available): shown inline, not as a banner, and not retried. */
const REPORT_CONTEXT = { notifyErrors: false, retry: false };

/** class/{classUid}/review: the student's review, then the class report with the chat log. */
export function ReviewScreen() {
  return (
    <SignedIn>
      <Review />
    </SignedIn>
  );
}

function Review() {
  const { t } = useTranslation('classroom');
  const { classUid = '' } = useParams();
  const locale = useLocale();
  const { user } = useAuth();
  const errorText = useErrorText();
  const [submitted, setSubmitted] = useState(false);
  const infoQuery = useDataQuery({ query: CLASSROOM_INFO, variables: { classUid }, requestPolicy: 'network-only' });
  const report = useDataQuery({
    query: CLASS_REPORT,
    variables: { classUid },
    requestPolicy: 'network-only',
    context: REPORT_CONTEXT,
  });
  const reportData = dataOf(report.state);

  const info = dataOf(infoQuery.state)?.classroom;
  if (!info) {
    // Loading: the title, the form and the report keep their place. Failed: the reason or Try again.
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <PageTitle>{t('review.title')}</PageTitle>
        <QueryState query={infoQuery} skeleton={<Skeleton lines={6} barClassName="h-8" className="min-h-64 gap-4" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  const canReview = info.role === 'student' && !info.hasReviewed && !submitted;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 smw:py-12" data-testid="review-page">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('review.eyebrow')}</p>
        <PageTitle>{info.title}</PageTitle>
      </div>
      {canReview ? <ReviewForm classUid={classUid} onDone={() => setSubmitted(true)} /> : null}
      {submitted || (info.role === 'student' && info.hasReviewed) ? (
        <Alert tone="success">
          <span data-testid="review-thanks">{t('review.thanks')}</span>
        </Alert>
      ) : null}
      {/* The report has no error card: a report not there (yet) is said as information below. */}
      {report.state.kind === 'loading' ? (
        <QueryState query={report} skeleton={<Skeleton lines={6} barClassName="h-8" className="min-h-64 gap-3" />}>
          {() => null}
        </QueryState>
      ) : null}
      {reportData ? <ClassReportView report={reportData.classReport} selfPeerId={user?.id ?? null} /> : null}
      {report.state.kind === 'error' ? (
        <Alert tone="info">{errorText(errorCodeOf(report.state.error) ?? 'class_report_not_available')}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {info.role === 'teacher' ? (
          <a className={buttonClass('secondary')} href={areaUrl('teacher', buildPath(TEACHER_CLASS_LOG_PATH, { locale, uid: classUid }))}>
            {t('end.toClassLog')}
          </a>
        ) : (
          <a className={buttonClass('secondary')} href={areaUrl('learn', buildPath(LEARN_TODAY_PATH, { locale }))}>
            {t('end.toToday')}
          </a>
        )}
      </div>
    </div>
  );
}
