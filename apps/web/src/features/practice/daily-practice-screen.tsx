import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { DailyStateBadge } from './daily-state-badge.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { DAILY_PRACTICE_SET, type DailyPracticeSetData, type ExerciseData } from './practice-documents.ts';
import { practicePath } from './practice-links.ts';
import { langOfCourse } from './pronounce-button.tsx';
import { SubscriptionOffer } from './subscription-offer.tsx';
import { QuizRun } from './vocabulary-quiz.tsx';

// The run works on a snapshot of the set taken at Start: each answer invalidates the set's query
// (document cache), and a refetch must not swap the words or the exercise mid-run.
type Phase =
  | { kind: 'overview' }
  | { kind: 'words'; set: DailyPracticeSetData }
  | { kind: 'exercise'; set: DailyPracticeSetData; answered: ExerciseData | null }
  | { kind: 'result' };

/**
 * account/practice/daily (issue 17, decision 077): the day's due words in the vocabulary quiz, then
 * the day's exercise, then the result (completed or perfect, 001 §4). Coming back the same day shows
 * the result; the next day the server offers a new set.
 */
export function DailyPracticeScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ kind: 'overview' });
  const query = useDataQuery({ query: DAILY_PRACTICE_SET });
  const lang = query.state.kind === 'ready' ? langOfCourse(query.state.data.studentProfile.learningLanguage) : 'en';
  const finish = () => {
    query.retry();
    setPhase({ kind: 'result' });
  };
  const toExercise = (set: DailyPracticeSetData) => (set.exercise ? setPhase({ kind: 'exercise', set, answered: null }) : finish());
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageTitle>{t('daily.title')}</PageTitle>
      {phase.kind === 'words' ? (
        <QuizRun questions={phase.set.words} lang={lang} onFinished={() => toExercise(phase.set)} onQuit={() => toExercise(phase.set)} />
      ) : phase.kind === 'exercise' && phase.set.exercise ? (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{t('daily.exerciseStep')}</p>
          <ExerciseCard
            exercise={phase.answered ?? phase.set.exercise}
            number={1}
            onAnswered={(answered) => setPhase({ ...phase, answered })}
          />
          {phase.answered ? (
            <Button className="self-start" onClick={finish}>
              {t('daily.toResult')}
            </Button>
          ) : null}
        </div>
      ) : (
        <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-10" className="min-h-64 gap-3" />}>
          {({ dailyPractice: day }) =>
            !day.available ? (
              <SubscriptionOffer />
            ) : !day.practiceOpen ? (
              <Card className="flex flex-col gap-2">
                <p className="text-slate-800">{t('daily.notOpen')}</p>
              </Card>
            ) : day.state !== 'available' || phase.kind === 'result' ? (
              <DailyResult day={day} />
            ) : (
              <Card className="flex flex-col gap-4">
                <p className="text-slate-800">{t('daily.lead')}</p>
                <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
                  <li>{day.words.length > 0 ? t('daily.wordsDue', { count: day.words.length }) : t('daily.noWordsDue')}</li>
                  <li>{day.exercise ? t('daily.exercise', { title: day.exercise.title }) : t('daily.noExercise')}</li>
                </ul>
                <Button
                  className="self-start"
                  onClick={() => (day.words.length > 0 ? setPhase({ kind: 'words', set: day }) : toExercise(day))}
                >
                  {t('daily.start')}
                </Button>
              </Card>
            )
          }
        </QueryState>
      )}
    </div>
  );
}

/** The day's result: completed or perfect (or still open when the run stopped early). */
function DailyResult({ day }: { day: DailyPracticeSetData }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-4" aria-live="polite" data-testid="daily-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('daily.resultTitle')}</h2>
        <DailyStateBadge state={day.state} />
      </div>
      <p className="text-slate-800">{t(`daily.stateText.${day.state}`)}</p>
      <p className="text-slate-700">{t('daily.resultCounts', { words: day.reviewedToday, exercises: day.exercisesToday })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('primary')}>
          {t('daily.backToToday')}
        </Link>
        <Link to={buildPath(studentPaths.quizTrainer, { locale })} className={buttonClass('secondary')}>
          {t('quizTrainer.open')}
        </Link>
      </div>
    </Card>
  );
}
