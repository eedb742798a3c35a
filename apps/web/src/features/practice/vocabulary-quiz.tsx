import { REVIEW_RATINGS, type ReviewRating } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { QUIZ_SESSION, REVIEW_VOCABULARY_ITEM, type VocabularyData } from './practice-documents.ts';
import { FromClass } from './from-class.tsx';
import { PronounceButton } from './pronounce-button.tsx';
import { PoliteAnnouncement, useFocusWhenChanged } from './answer-feedback-focus.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';
import { track } from '../../shared/telemetry/analytics.ts';

const INLINE = { notifyErrors: false };

export interface QuizAnswer {
  word: VocabularyData;
  rating: ReviewRating;
  /** The card after the review (status, level, next due), or null when another tab answered first. */
  after: VocabularyData | null;
}

/** The quiz: the session's words one at a time, choose or reveal, then rate (keys 1-4). */
export function VocabularyQuiz(props: {
  lessonId: string | null;
  lang: string;
  onFinished: (answers: QuizAnswer[]) => void;
  onQuit: () => void;
}) {
  const { lessonId, lang, onQuit } = props;
  const { t } = useTranslation('practice');
  useEffect(() => track('practice_started', { kind: 'vocabulary' }), []);
  const onFinished = (answers: QuizAnswer[]) => {
    track('practice_completed', { kind: 'vocabulary', answers: answers.length });
    props.onFinished(answers);
  };
  // The session is fixed for this run: a cache refresh must not reshuffle the words mid-quiz.
  const query = useDataQuery(
    { query: QUIZ_SESSION, variables: { lessonId }, requestPolicy: 'network-only' },
    (d) => d.quizSession.questions.length === 0,
  );
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={5} barClassName="h-12" className="min-h-[22rem] gap-3" />}
      empty={
        <Card className="flex flex-col items-start gap-3">
          <p className="text-slate-800">{t('vocabulary.nothingDue')}</p>
          <Button variant="secondary" onClick={onQuit}>
            {t('vocabulary.backToDashboard')}
          </Button>
        </Card>
      }
    >
      {(data) => <QuizRun questions={data.quizSession.questions} lang={lang} onFinished={onFinished} onQuit={onQuit} />}
    </QueryState>
  );
}

type Question = { item: VocabularyData; choices: readonly string[] };

/** One run through given questions (the daily set passes its due words). */
export function QuizRun(props: {
  questions: readonly Question[];
  lang: string;
  onFinished: (answers: QuizAnswer[]) => void;
  onQuit: () => void;
}) {
  const { questions, lang, onFinished, onQuit } = props;
  const { t } = useTranslation('practice');
  const errorText = useErrorText();
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [reviewing, review] = useMutation(REVIEW_VOCABULARY_ITEM);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = questions[index];
  const word = question.item;
  const right = word.translation.text;
  const rightIndex = question.choices.indexOf(right);

  // Each new word takes the focus, so keyboard and screen-reader users start at the word.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per word
  useEffect(() => headingRef.current?.focus(), [index]);

  const rate = async (rating: ReviewRating) => {
    if (reviewing.fetching) return;
    setError(null);
    const res = await review({ vocabularyItemId: word.id, rating, reps: word.reps }, INLINE);
    const after = res.data?.reviewVocabularyItem ?? null;
    if (!after && errorCodeOf(res.error) !== 'vocabulary_review_outdated') return setError(errorText(res.error));
    const next = [...answers, { word, rating, after }];
    setAnswers(next);
    if (index + 1 >= questions.length) return onFinished(next);
    setIndex(index + 1);
    setPicked(null);
    setRevealed(false);
  };
  const rateRef = useRef(rate);
  rateRef.current = rate;

  // Keys 1-4 rate a revealed word (Again, Hard, Good, Easy); not while typing in a field or a dialog.
  useEffect(() => {
    if (!revealed) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, dialog')) return;
      const n = Number(event.key);
      if (n >= 1 && n <= 4) {
        event.preventDefault();
        void rateRef.current(REVIEW_RATINGS[n - 1]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed]);

  const correct = picked == null ? null : picked === rightIndex;
  const result = !revealed
    ? ''
    : correct == null
      ? t('vocabulary.meaning', { answer: right })
      : correct
        ? t('vocabulary.correct')
        : t('vocabulary.notQuite', { answer: right });
  // The pressed choice is disabled (or "Show the answer" gone) once revealed: the result takes the focus.
  const resultRef = useRef<HTMLParagraphElement>(null);
  useFocusWhenChanged(resultRef, revealed ? `${index}` : null);
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t('vocabulary.wordOf', { n: index + 1, total: questions.length })}</p>
        <ReportErrorButton target="vocabulary" targetId={word.id} />
      </div>
      <progress aria-label={t('vocabulary.sessionProgress')} max={questions.length} value={index} className="h-2 w-full accent-brand-700" />
      <div className="flex flex-wrap items-center gap-3">
        <h2 ref={headingRef} tabIndex={-1} lang={lang} className="text-3xl font-bold text-slate-900 outline-none">
          {word.title}
        </h2>
        <PronounceButton text={word.title} audioUrls={word.audioUrls} lang={lang} />
      </div>
      {word.fromClassAt ? <FromClass at={word.fromClassAt} /> : null}
      <p className="text-sm text-slate-700">
        {t(`wordClass.${word.wordClass}`)}
        {word.gender ? ` · ${t(`gender.${word.gender}`, { defaultValue: word.gender })}` : ''}
        {word.plural ? ` · ${t('vocabulary.plural', { plural: word.plural })}` : ''}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-slate-800">{t('vocabulary.whatMeans')}</legend>
        <div className="grid gap-2 smw:grid-cols-2">
          {question.choices.map((choice, i) => {
            const state = revealed ? (i === rightIndex ? 'right' : i === picked ? 'wrong' : 'idle') : 'idle';
            return (
              <button
                key={choice}
                type="button"
                disabled={revealed}
                aria-pressed={picked === i}
                onClick={() => {
                  setPicked(i);
                  setRevealed(true);
                }}
                className={`min-h-11 rounded-lg border px-4 py-2 text-left ${
                  state === 'right'
                    ? 'border-emerald-700 bg-emerald-50 text-emerald-900'
                    : state === 'wrong'
                      ? 'border-red-700 bg-red-50 text-red-900'
                      : 'border-slate-300 text-slate-900 hover:border-brand-700'
                }`}
              >
                {choice}
                {state === 'right' ? <span className="sr-only"> ({t('vocabulary.rightChoice')})</span> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      {revealed ? (
        <div className="flex flex-col gap-4">
          <p
            ref={resultRef}
            tabIndex={-1}
            className={`rounded font-semibold focus-visible:outline-2 ${correct == null ? 'text-slate-900' : correct ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {result}
          </p>
          <div className="rounded-lg bg-slate-50 p-3">
            <p lang={lang} className="text-slate-900">
              {word.sampleSentenceOne}
            </p>
            <p className="text-sm text-slate-700">{word.sentenceTranslation.text}</p>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-slate-800">{t('vocabulary.rateLegend')}</legend>
            <div className="grid grid-cols-2 gap-2 smw:grid-cols-4">
              {REVIEW_RATINGS.map((rating, i) => (
                <Button
                  key={rating}
                  variant={rating === 'good' ? 'primary' : 'secondary'}
                  busy={reviewing.fetching}
                  onClick={() => rate(rating)}
                  aria-keyshortcuts={String(i + 1)}
                >
                  {t(`vocabulary.ratings.${rating}`)} <kbd className="text-xs opacity-80">{i + 1}</kbd>
                </Button>
              ))}
            </div>
            <p className="text-sm text-slate-700">{t('vocabulary.rateHint')}</p>
          </fieldset>
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setRevealed(true)}>
          {t('vocabulary.reveal')}
        </Button>
      )}
      <PoliteAnnouncement text={result} />
      {error ? <Alert>{error}</Alert> : null}
      <Button variant="ghost" className="self-start" onClick={() => (answers.length ? onFinished(answers) : onQuit())}>
        {t('vocabulary.stop')}
      </Button>
    </Card>
  );
}
