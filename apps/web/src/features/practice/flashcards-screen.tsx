import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { type DeckState, deckCounts, deckReducer, isFinished, startDeck } from './flashcard-deck.ts';
import { FlipCard } from './flip-card.tsx';
import { FLASHCARDS, type FlashcardData, SET_FLASHCARD_STATUS } from './practice-documents.ts';
import { practicePath } from './practice-links.ts';
import { RatePracticeButton } from './practice-review-dialog.tsx';
import { langOfCourse } from './pronounce-button.tsx';

const INLINE = { notifyErrors: false };

/** flashcards/{learningUnitId} (001 §2): the lesson's words as flip cards, each marked Known or Not yet. */
export function FlashcardsScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { learningUnitId = '' } = useParams();
  const query = useDataQuery({ query: FLASHCARDS, variables: { learningUnitId } }, (d) => d.flashcards.length === 0);
  const unit = query.state.kind === 'ready' ? query.state.data.learningUnitPracticeResources : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <div className="flex flex-col gap-1">
        <PageTitle>{t('flashcards.title')}</PageTitle>
        {unit ? <p className="text-slate-700">{t('list.lessonOption', { number: unit.number, title: unit.title })}</p> : null}
      </div>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={4} barClassName="h-14" className="min-h-[22rem] gap-3" />}
        empty={<Card>{t('flashcards.empty')}</Card>}
      >
        {(data) => <Deck cards={data.flashcards} lessonId={learningUnitId} lang={langOfCourse(data.studentProfile.learningLanguage)} />}
      </QueryState>
    </div>
  );
}

function Deck({ cards, lessonId, lang }: { cards: readonly FlashcardData[]; lessonId: string; lang: string }) {
  const { t } = useTranslation('practice');
  const errorText = useErrorText();
  const [deck, dispatch] = useReducer(deckReducer, cards, startDeck);
  const [error, setError] = useState<string | null>(null);
  const [, setStatus] = useMutation(SET_FLASHCARD_STATUS);
  const cardRef = useRef<HTMLButtonElement>(null);
  const finished = isFinished(deck);
  const counts = deckCounts(deck);
  const card = finished ? null : cards.find((c) => c.id === deck.round[deck.index])!;

  // The marks are shown at once and saved behind; a refused save puts the old status back.
  const mark = async (status: 'known' | 'not_yet') => {
    if (!card) return;
    const before = deck.statuses[card.id];
    setError(null);
    dispatch({ type: 'mark', id: card.id, status });
    const res = await setStatus({ vocabularyItemId: card.id, status }, INLINE);
    if (res.error) {
      dispatch({ type: 'revert', id: card.id, status: before });
      setError(errorText(res.error));
    }
  };
  const markRef = useRef(mark);
  markRef.current = mark;

  // Each new card takes the focus, so Space and Enter turn it over and screen readers read it;
  // at the end of a round the finish heading takes it.
  const finishRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per card
  useEffect(() => (cardRef.current ?? finishRef.current)?.focus(), [deck.index, deck.round]);

  // K = known, N = not yet, Space/Enter turn the card; never while typing in a field or in a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, dialog')) return;
      const key = event.key.toLowerCase();
      if (key === 'k' || key === 'n') {
        event.preventDefault();
        void markRef.current(key === 'k' ? 'known' : 'not_yet');
      } else if ((key === ' ' || key === 'enter') && !target?.closest('button, a')) {
        event.preventDefault();
        dispatch({ type: 'flip' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex flex-col gap-5">
      <Progress deck={deck} />
      {error ? <Alert>{error}</Alert> : null}
      {card ? (
        <>
          <FlipCard
            ref={cardRef}
            card={card}
            status={deck.statuses[card.id]}
            flipped={deck.flipped}
            lang={lang}
            onFlip={() => dispatch({ type: 'flip' })}
          />
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" aria-keyshortcuts="N" onClick={() => void mark('not_yet')}>
              {t('flashcards.notYet')}
            </Button>
            <Button aria-keyshortcuts="K" onClick={() => void mark('known')}>
              {t('flashcards.known')}
            </Button>
          </div>
          <p className="text-sm text-slate-700">{t('flashcards.keys')}</p>
        </>
      ) : (
        <Card className="flex flex-col gap-4" data-testid="flashcards-finished">
          <h2 ref={finishRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {t('flashcards.finishedTitle')}
          </h2>
          <p className="text-slate-800">
            {t('flashcards.finishedText', { known: counts.known, notYet: counts.notYet, total: counts.total })}
          </p>
          <div className="flex flex-wrap gap-3">
            {counts.notYet > 0 ? (
              <Button onClick={() => dispatch({ type: 'again' })}>{t('flashcards.again', { count: counts.notYet })}</Button>
            ) : null}
            <RatePracticeButton kind="flashcard" lessonId={lessonId} />
          </div>
        </Card>
      )}
    </div>
  );
}

function Progress({ deck }: { deck: DeckState }) {
  const { t } = useTranslation('practice');
  const c = deckCounts(deck);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="flashcards-position">
          {isFinished(deck) ? t('flashcards.roundDone') : t('flashcards.position', { n: c.position, total: c.roundSize })}
        </p>
        <p data-testid="flashcards-known">{t('flashcards.knownCount', { known: c.known, total: c.total })}</p>
      </div>
      <progress aria-label={t('flashcards.roundProgress')} max={c.roundSize} value={deck.index} className="h-2 w-full accent-brand-700" />
    </div>
  );
}
