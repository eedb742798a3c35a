import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { QUIZ_PROGRESS, type QuizProgressData } from './practice-documents.ts';
import { flashcardsPath, practicePath } from './practice-links.ts';
import { WordsThisWeek } from './words-this-week.tsx';
import { langOfCourse } from './pronounce-button.tsx';
import { VocabularyQuiz, type QuizAnswer } from './vocabulary-quiz.tsx';
import { VocabularyResults } from './vocabulary-results.tsx';
import { WordList } from './word-list.tsx';

type Phase = { kind: 'dashboard' } | { kind: 'quiz' } | { kind: 'results'; answers: QuizAnswer[] };

/**
 * The vocabulary trainer (001 §2, issue 17): vocabulary/{lessonId} for one lesson, vocabulary for
 * every open lesson. The review dashboard (Known and Reviewing counts, quiz progress) is the intro;
 * the quiz serves the session's 15 words, each rated Again/Hard/Good/Easy (FSRS); then the results.
 */
export function VocabularyScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { lessonId = null } = useParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'dashboard' });
  const query = useDataQuery({ query: QUIZ_PROGRESS, variables: { lessonId } }, (d) => d.quizProgress.total === 0);
  const lang = query.state.kind === 'ready' ? langOfCourse(query.state.data.studentProfile.learningLanguage) : 'en';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageTitle>{lessonId ? t('vocabulary.lessonTitle') : t('vocabulary.title')}</PageTitle>
      {phase.kind === 'quiz' ? (
        <VocabularyQuiz
          lessonId={lessonId}
          lang={lang}
          onFinished={(answers) => {
            query.retry();
            setPhase({ kind: 'results', answers });
          }}
          onQuit={() => {
            query.retry();
            setPhase({ kind: 'dashboard' });
          }}
        />
      ) : phase.kind === 'results' ? (
        <VocabularyResults
          answers={phase.answers}
          onAgain={() => setPhase({ kind: 'quiz' })}
          onDone={() => setPhase({ kind: 'dashboard' })}
        />
      ) : (
        <QueryState
          query={query}
          skeleton={<Skeleton lines={5} barClassName="h-12" className="min-h-[22rem] gap-3" />}
          empty={
            <Card className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{t('vocabulary.emptyTitle')}</h2>
              <p className="text-slate-800">{t('vocabulary.emptyText')}</p>
            </Card>
          }
        >
          {(data) => (
            <div className="flex flex-col gap-6">
              <ReviewDashboard progress={data.quizProgress} onStart={() => setPhase({ kind: 'quiz' })} />
              {lessonId ? (
                <Link
                  to={flashcardsPath(lessonId, locale)}
                  className="self-start font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {t('flashcards.fromTrainer')}
                </Link>
              ) : null}
              <WordList lessonId={lessonId} lang={langOfCourse(data.studentProfile.learningLanguage)} />
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}

/** Known and Reviewing counts, what is due again, and the quiz progress of the words. */
function ReviewDashboard({ progress, onStart }: { progress: QuizProgressData; onStart: () => void }) {
  const { t } = useTranslation('practice');
  const dueAgain = progress.reviewed - progress.completed;
  const fresh = progress.total - progress.known - progress.reviewing;
  const stats = [
    { key: 'known', value: progress.known },
    { key: 'reviewing', value: progress.reviewing },
    { key: 'new', value: fresh },
    { key: 'due', value: dueAgain },
  ] as const;
  const percent = progress.total ? Math.round((progress.completed / progress.total) * 100) : 0;
  return (
    <Card className="flex flex-col gap-5">
      <p className="text-slate-800">{t('vocabulary.intro')}</p>
      <WordsThisWeek />
      <dl className="grid grid-cols-2 gap-3 smw:grid-cols-4">
        {stats.map((s) => (
          <div key={s.key} className="rounded-xl border border-slate-200 p-3" data-testid={`stat-${s.key}`}>
            <dt className="text-sm text-slate-700">{t(`vocabulary.stats.${s.key}`)}</dt>
            <dd className="text-2xl font-bold text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <p id="quiz-progress-label" className="text-sm text-slate-700">
          {t('vocabulary.progress', { completed: progress.completed, total: progress.total })}
        </p>
        <progress aria-labelledby="quiz-progress-label" max={100} value={percent} className="h-2 w-full accent-brand-700" />
      </div>
      <Button onClick={onStart} className="self-start" disabled={progress.uncompleted === 0}>
        {progress.uncompleted === 0 ? t('vocabulary.allReviewed') : t('vocabulary.start')}
      </Button>
    </Card>
  );
}
