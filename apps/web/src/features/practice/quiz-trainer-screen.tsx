import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { type ExerciseData, NEXT_QUIZ_ITEM } from './practice-documents.ts';
import { practicePath } from './practice-links.ts';

/**
 * account/practice/quiz (issue 17, decision 077): the quiz trainer across every open lesson. The
 * server serves the next pending quiz exercise ("next quiz item", lesson order); answer, read the
 * feedback, then Next. The answered card stays on screen even though its answer already refetched
 * the next item (the document cache invalidates on Exercise).
 */
export function QuizTrainerScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const [answered, setAnswered] = useState<ExerciseData | null>(null);
  const [count, setCount] = useState(0);
  const query = useDataQuery({ query: NEXT_QUIZ_ITEM, requestPolicy: 'network-only' }, (d) => d.nextQuizItem == null);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageTitle>{t('quizTrainer.title')}</PageTitle>
      <p className="text-slate-700">{t('quizTrainer.lead')}</p>
      {count > 0 ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('quizTrainer.answered', { count })}
        </p>
      ) : null}
      {answered ? (
        <div className="flex flex-col gap-4">
          <ExerciseCard exercise={answered} number={count} />
          <Button className="self-start" onClick={() => setAnswered(null)}>
            {t('quizTrainer.next')}
          </Button>
        </div>
      ) : (
        <QueryState
          query={query}
          skeleton={<Skeleton lines={4} barClassName="h-12" className="min-h-72 gap-3" />}
          empty={
            <Card className="flex flex-col gap-2" data-testid="quiz-trainer-empty">
              <h2 className="text-lg font-semibold text-slate-900">{t('quizTrainer.emptyTitle')}</h2>
              <p className="text-slate-800">{t('quizTrainer.emptyText')}</p>
            </Card>
          }
        >
          {(data) =>
            data.nextQuizItem ? (
              <ExerciseCard
                key={data.nextQuizItem.id}
                exercise={data.nextQuizItem}
                number={count + 1}
                onAnswered={(item) => {
                  setCount((n) => n + 1);
                  setAnswered(item);
                }}
              />
            ) : null
          }
        </QueryState>
      )}
    </div>
  );
}
