import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ANSWER_PLACEMENT_ITEM, PLACEMENT_ATTEMPT, type PlacementAttemptData, START_PLACEMENT_ATTEMPT } from './placement-documents.ts';
import { PlacementQuestion } from './placement-question.tsx';
import { PlacementResultPanel } from './placement-result.tsx';
import { langOfSection } from './section-language.ts';

const INLINE = { notifyErrors: false };

interface AccountPlacementProps {
  /** The student's language (section slug) and its name. */
  section: string;
  sectionName: string;
  /** The student's latest attempt in that language, if any: resumed, or its result shown. */
  attemptId: string | null;
  /** Where the result leads: the page that confirms that level and sublevel. */
  continuePath: (level: string, sublevel: number) => string;
}

/**
 * The placement test inside the account (issue 16, onboarding level/placed): the same test as the
 * public page, owned by the signed-in student (no token to keep), in their own language. An
 * unfinished test resumes; a finished one shows its result with the way on, and can be retaken
 * once a day (the server's rule). Finishing places the student at once (decision 067).
 */
export function AccountPlacementScreen({ section, sectionName, attemptId, continuePath }: AccountPlacementProps) {
  const [current, setCurrent] = useState<string | null>(attemptId);
  const [fresh, setFresh] = useState<PlacementAttemptData | null>(null);
  const started = (attempt: PlacementAttemptData) => {
    setFresh(attempt);
    setCurrent(attempt.id);
  };
  return current ? (
    <AttemptView
      key={current}
      attemptId={current}
      initial={fresh}
      section={section}
      sectionName={sectionName}
      continuePath={continuePath}
      onRetake={started}
    />
  ) : (
    <TestIntro section={section} sectionName={sectionName} onStarted={started} />
  );
}

function useStart(section: string, onStarted: (attempt: PlacementAttemptData) => void) {
  const errorText = useErrorText();
  const [starting, start] = useMutation(START_PLACEMENT_ATTEMPT);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    const res = await start({ section }, INLINE);
    if (res.data?.startPlacementAttempt) return onStarted(res.data.startPlacementAttempt.attempt);
    setError(errorText(res.error));
  };
  return { run, error, busy: starting.fetching };
}

function TestIntro(props: { section: string; sectionName: string; onStarted: (attempt: PlacementAttemptData) => void }) {
  const { t } = useTranslation('placement');
  const start = useStart(props.section, props.onStarted);
  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('account.title', { language: props.sectionName })}</PageTitle>
      <Card className="flex flex-col gap-4">
        <p className="text-lg text-slate-800">{t('intro.lead')}</p>
        <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
          <li>{t('intro.duration')}</li>
          <li>{t('intro.adaptive')}</li>
          <li>{t('account.placesYou')}</li>
        </ul>
        {start.error ? <Alert>{start.error}</Alert> : null}
        <Button busy={start.busy} onClick={start.run} className="self-start">
          {t('intro.start')}
        </Button>
      </Card>
    </div>
  );
}

function AttemptView(
  props: AccountPlacementProps & { attemptId: string; initial: PlacementAttemptData | null; onRetake: (a: PlacementAttemptData) => void },
) {
  const { attemptId, initial, section, sectionName, continuePath, onRetake } = props;
  const { t } = useTranslation('placement');
  const errorText = useErrorText();
  const query = useDataQuery({ query: PLACEMENT_ATTEMPT, variables: { attemptId, token: null }, pause: initial !== null });
  const [answering, answer] = useMutation(ANSWER_PLACEMENT_ITEM);
  const [latest, setLatest] = useState<PlacementAttemptData | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const retake = useStart(section, onRetake);
  const attempt = latest ?? dataOf(query.state)?.placementAttempt ?? null;
  const lang = langOfSection(section);
  const onAnswer = async (optionIndex: number) => {
    const item = attempt?.currentItem;
    if (!attempt || !item) return;
    setError(null);
    const res = await answer({ attemptId: attempt.id, token: null, itemId: item.id, optionIndex }, INLINE);
    if (res.data?.answerPlacementItem) return setLatest(res.data.answerPlacementItem);
    const code = errorCodeOf(res.error);
    // Answered already (another tab, a double click): show where the test stands now.
    if (code === 'placement_item_not_current' || code === 'placement_attempt_finished') {
      setLatest(null);
      return query.retry();
    }
    setError(errorText(res.error));
  };
  const body = (a: PlacementAttemptData) =>
    a.result ? (
      <PlacementResultPanel
        result={a.result}
        section={section}
        sectionName={sectionName}
        claimed={a.claimed}
        claimOutcome={a.claimOutcome}
        lang={lang}
        onRestart={retake.run}
        actions={
          <div className="flex flex-col gap-3">
            {retake.error ? <Alert>{retake.error}</Alert> : null}
            <div className="flex flex-wrap gap-3">
              <Link to={continuePath(a.result.level, a.result.sublevel)} className={buttonClass('primary')}>
                {t('account.continue', { level: a.result.level, sublevel: a.result.sublevel })}
              </Link>
              <Button variant="ghost" busy={retake.busy} onClick={retake.run}>
                {t('account.retake')}
              </Button>
            </div>
          </div>
        }
      />
    ) : a.currentItem ? (
      <div className="flex flex-col gap-6">
        <PageTitle>{t('test.title', { language: sectionName })}</PageTitle>
        <PlacementQuestion
          key={a.currentItem.id}
          item={a.currentItem}
          answered={a.answeredCount}
          maxItems={a.maxItems}
          busy={answering.fetching}
          error={error}
          lang={lang}
          onAnswer={onAnswer}
        />
      </div>
    ) : null;
  if (latest) return body(latest);
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-12" className="min-h-[28rem] gap-3" />}>
      {(data) => body(data.placementAttempt)}
    </QueryState>
  );
}
