import type { FlashcardStatus } from '@parla/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/badge.tsx';
import type { FlashcardData } from './practice-documents.ts';
import { PronounceButton } from './pronounce-button.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';

const STATUS_TONE = { new: 'neutral', known: 'success', not_yet: 'info' } as const;

interface FlipCardProps {
  ref: Ref<HTMLButtonElement>;
  card: FlashcardData;
  status: FlashcardStatus;
  flipped: boolean;
  lang: string;
  onFlip: () => void;
}

/**
 * One flip card: the word (gender, plural) on the front, its meaning in the display language and
 * the sample sentence on the back. The card is one button, so Space and Enter turn it; the hidden
 * side is aria-hidden. The turn is a 3D rotation, none under prefers-reduced-motion.
 */
export function FlipCard({ ref, card, status, flipped, lang, onFlip }: FlipCardProps) {
  const { t } = useTranslation('practice');
  const word = card.item;
  const sentenceMeaning = word.sentenceTranslation ? word.sentenceTranslation.text : null;
  const face = 'absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl border p-6 text-center backface-hidden';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={STATUS_TONE[status]}>{t(`flashcards.status.${status}`)}</Badge>
        <div className="flex items-center gap-2">
          <PronounceButton text={word.title} audioUrls={word.audioUrls} lang={lang} />
          <ReportErrorButton target="vocabulary" targetId={word.id} />
        </div>
      </div>
      <button
        ref={ref}
        type="button"
        onClick={onFlip}
        aria-keyshortcuts="Space Enter"
        aria-describedby={`flip-hint-${card.id}`}
        data-testid="flashcard"
        data-side={flipped ? 'back' : 'front'}
        className="relative block h-64 w-full rounded-2xl perspective-distant focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span
          className={`relative block size-full transform-3d motion-safe:transition-transform motion-safe:duration-500 ${flipped ? 'rotate-y-180' : ''}`}
        >
          <span aria-hidden={flipped} className={`${face} border-slate-200 bg-white`}>
            <span lang={lang} className="text-4xl font-bold text-slate-900">
              {word.title}
            </span>
            <span className="text-sm text-slate-700">
              {t(`wordClass.${word.wordClass}`)}
              {word.gender ? ` · ${t(`gender.${word.gender}`, { defaultValue: word.gender })}` : ''}
              {word.plural ? ` · ${t('vocabulary.plural', { plural: word.plural })}` : ''}
            </span>
          </span>
          <span aria-hidden={!flipped} className={`${face} rotate-y-180 border-brand-200 bg-brand-50`}>
            <span className="text-3xl font-bold text-slate-900">{word.translation.text}</span>
            {word.sampleSentenceOne ? (
              <span className="flex flex-col gap-1">
                <span lang={lang} className="text-lg text-slate-900">
                  {word.sampleSentenceOne}
                </span>
                {/* In a course of the display language (English shown in English) the translation is the sentence itself. */}
                {sentenceMeaning && sentenceMeaning !== word.sampleSentenceOne ? (
                  <span className="text-sm text-slate-700">{sentenceMeaning}</span>
                ) : null}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <p id={`flip-hint-${card.id}`} className="text-center text-sm text-slate-700">
        {flipped ? t('flashcards.turnBack') : t('flashcards.turn')}
      </p>
    </div>
  );
}
