import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { RatePracticeButton } from './practice-review-dialog.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { EXERCISES, RESTART_EXERCISES } from './practice-documents.ts';
import { practicePath } from './practice-links.ts';

const INLINE = { notifyErrors: false };

/**
 * homework/{lessonId} and quiz/{lessonId} (001 §2): a lesson's exercises of one kind on one page,
 * each checked on the server when answered (the key never reaches the browser before), with the
 * explanation; the score so far on top and a restart that sets every exercise pending again.
 */
export function ExercisesScreen({ kind }: { kind: 'homework' | 'quiz' }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { lessonId = '' } = useParams();
  const query = useDataQuery({ query: EXERCISES, variables: { lessonId, type: kind } }, (d) => d.exercises.length === 0);
  const [restarting, restart] = useMutation(RESTART_EXERCISES);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageTitle>{t(`exercises.title.${kind}`)}</PageTitle>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-16" className="min-h-[30rem] gap-3" />}
        empty={<Card>{t('exercises.empty')}</Card>}
      >
        {(data) => {
          const answered = data.exercises.filter((e) => e.score != null);
          const average = answered.length ? Math.round(answered.reduce((sum, e) => sum + (e.score ?? 0), 0) / answered.length) : null;
          const done = answered.length === data.exercises.length;
          return (
            <div className="flex flex-col gap-6">
              <Card className="flex flex-wrap items-center justify-between gap-3" aria-live="polite">
                <p className="text-slate-900">
                  <span className="font-semibold">{t('exercises.answered', { done: answered.length, total: data.exercises.length })}</span>
                  {average != null ? ` · ${t('exercises.score', { score: average })}` : ''}
                </p>
                {done ? <p className="font-semibold text-emerald-800">{t('exercises.allDone')}</p> : null}
                {done ? <RatePracticeButton kind="quiz" lessonId={lessonId} /> : null}
                <Button
                  variant="secondary"
                  busy={restarting.fetching}
                  disabled={answered.length === 0}
                  onClick={() => restart({ lessonId, type: kind }, INLINE).then(() => query.retry())}
                >
                  {t('exercises.restart')}
                </Button>
              </Card>
              <ol className="flex flex-col gap-4">
                {data.exercises.map((exercise, i) => (
                  <li key={exercise.id}>
                    <ExerciseCard exercise={exercise} number={i + 1} />
                  </li>
                ))}
              </ol>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

export function HomeworkScreen() {
  return <ExercisesScreen kind="homework" />;
}

export function QuizScreen() {
  return <ExercisesScreen kind="quiz" />;
}
