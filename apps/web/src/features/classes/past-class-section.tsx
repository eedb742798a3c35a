import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ReviewForm } from '../../shared/classes/review/review-form.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { CLASS_FEEDBACK, type ClassDetails, type ClassFeedback } from './classes-documents.ts';
import { MARK_CLASS_FEEDBACK_READ, PERSONALIZED_FEEDBACK_PATH } from './feedback-documents.ts';
import { FEEDBACK_READY_CONTEXT } from './feedback-ready-card.tsx';
import { MissedClassReport } from './missed-class-report.tsx';

/** The classroom area's review page, which holds the full class report and chat log (001 §2 class/{classUid}/review). */
const CLASS_REPORT_PATH = '/:locale/class/:classUid/review';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
/** A sent review changes the feedback (the texts unlock), the class's review state and Today's list. */
const FEEDBACK_CONTEXT = { additionalTypenames: ['ClassReview'] };

/**
 * What a past class holds for its student (001 §4 teacher feedback: pending, then ready once the
 * class is rated): "Rate this class" until rated, then the teacher's feedback, notes and resources;
 * a student logged absent is told so and offered the lesson again; and the class report.
 */
export function PastClassSection({ klass, onReviewed }: { klass: ClassDetails; onReviewed: () => void }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const [thanked, setThanked] = useState(false);
  const state = klass.appointment?.reviewState;
  if (klass.appointment?.status !== 'booked' || !state || state === 'upcoming' || state === 'not_reviewable') {
    return null;
  }
  if (state === 'missed') {
    return (
      <Card className="flex flex-col gap-3" data-testid="class-missed">
        <h2 className="text-xl font-semibold text-slate-900">{t('classes.past.missedTitle')}</h2>
        <p className="text-slate-800">{t('classes.past.missedText')}</p>
        <Link to={buildPath(studentPaths.booking, { locale, lesson: klass.lesson.id })} className={buttonClass('secondary', 'self-start')}>
          {t('classes.past.bookAgain')}
        </Link>
      </Card>
    );
  }
  return (
    <>
      {state === 'awaiting_rating' ? (
        <section aria-label={t('classes.past.rateTitle')} data-testid="rate-class">
          <ReviewForm
            classUid={klass.uid}
            onDone={() => {
              setThanked(true);
              onReviewed();
            }}
          />
        </section>
      ) : null}
      {thanked && state === 'rated' ? (
        <Alert tone="success">
          <span data-testid="class-review-thanks">{t('classes.past.thanks')}</span>
        </Alert>
      ) : null}
      <TeacherFeedback classUid={klass.uid} rated={state === 'rated'} />
      <MissedClassReport classUid={klass.uid} />
      <Card className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('classes.past.reportTitle')}</h2>
        <p className="text-slate-800">{t('classes.past.reportText')}</p>
        <a href={areaUrl('classroom', buildPath(CLASS_REPORT_PATH, { locale, classUid: klass.uid }))} className={linkClass}>
          {t('classes.past.openReport')}
        </a>
      </Card>
    </>
  );
}

function TeacherFeedback({ classUid, rated }: { classUid: string; rated: boolean }) {
  const { t } = useTranslation('student');
  const query = useDataQuery({
    query: CLASS_FEEDBACK,
    variables: { classUid },
    context: FEEDBACK_CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  return (
    <Card className="flex min-h-32 flex-col gap-3" data-testid="teacher-feedback" aria-busy={query.state.kind === 'loading'}>
      <h2 className="text-xl font-semibold text-slate-900">{t('classes.past.feedbackTitle')}</h2>
      <QueryState query={query} skeleton={<Skeleton lines={3} />}>
        {(data) => <FeedbackBody feedback={data.myClassFeedback} rated={rated} classUid={classUid} />}
      </QueryState>
    </Card>
  );
}

function FeedbackBody({ feedback, rated, classUid }: { feedback: ClassFeedback; rated: boolean; classUid: string }) {
  const { t } = useTranslation('student');
  useMarkRead(classUid, !!feedback.feedback);
  if (!feedback.logged) return <p className="text-slate-800">{t('classes.past.notLogged')}</p>;
  if (!rated || feedback.requiresRating) return <p className="text-slate-800">{t('classes.past.rateToRead')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {feedback.feedback ? (
        <blockquote className="border-l-4 border-brand-700 pl-4 whitespace-pre-line text-slate-900">{feedback.feedback}</blockquote>
      ) : (
        <p className="text-slate-700">{t('classes.past.noPersonalFeedback')}</p>
      )}
      <FeedbackHistoryLink />
      {feedback.recommendedLevel ? (
        <p className="text-slate-800">{t('classes.past.recommendedLevel', { level: feedback.recommendedLevel })}</p>
      ) : null}
      {feedback.notes ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{t('classes.past.notes')}</h3>
          <p className="whitespace-pre-line text-slate-800">{feedback.notes}</p>
        </div>
      ) : null}
      {feedback.resources ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{t('classes.past.resources')}</h3>
          <ResourceLines text={feedback.resources} />
        </div>
      ) : null}
    </div>
  );
}

function FeedbackHistoryLink() {
  const { t } = useTranslation('feedback');
  const locale = useLocale();
  return (
    <Link to={buildPath(PERSONALIZED_FEEDBACK_PATH, { locale })} className={linkClass}>
      {t('personalized.link')}
    </Link>
  );
}

/** The feedback is on screen: Today's "feedback ready" card goes (once per page view; decision 089). */
function useMarkRead(classUid: string, shown: boolean) {
  const [, markRead] = useMutation(MARK_CLASS_FEEDBACK_READ);
  const sent = useRef(false);
  useEffect(() => {
    if (!shown || sent.current) return;
    sent.current = true;
    void markRead({ classUid }, { ...FEEDBACK_READY_CONTEXT, notifyErrors: false });
  }, [shown, classUid, markRead]);
}

/** Resources are free text from the class log: a line that is a web address becomes a link. */
function ResourceLines({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <ul className="flex flex-col gap-1 text-slate-800">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, never reordered
        <li key={index} className="break-words">
          {/^https?:\/\/\S+$/.test(line) ? (
            <a href={line} target="_blank" rel="noreferrer noopener" className={linkClass}>
              {line}
            </a>
          ) : (
            line
          )}
        </li>
      ))}
    </ul>
  );
}
