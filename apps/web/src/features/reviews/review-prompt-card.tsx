import { EXPERIENCE_REVIEW_COMMENT_MAX } from '@parla/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RatingField } from '../../shared/classes/review/rating-field.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import {
  DISMISS_REVIEW_PROMPT,
  MARK_REVIEW_PROMPT_SHOWN,
  REVIEW_PROMPT,
  REVIEW_PROMPT_TYPENAMES,
  type ReviewPrompt,
  SUBMIT_EXPERIENCE_REVIEW,
} from './reviews-documents.ts';

const QUIET = { ...REVIEW_PROMPT_TYPENAMES, notifyErrors: false };

/**
 * The day's review question (001 §7 booking experience, personalized, feature usefulness;
 * decision 090): a small card, never a dialog, on Today and after a booking. The server decides
 * whether there is one (at most one a day); showing it records it, "Not now" puts it off, "Send"
 * answers it and leaves a thank-you. Nothing shows while loading or when the query fails: the
 * question is optional, an error about it would be noise.
 */
export function ReviewPromptCard() {
  const { state } = useDataQuery({
    query: REVIEW_PROMPT,
    variables: {},
    context: REVIEW_PROMPT_TYPENAMES,
    requestPolicy: 'cache-and-network',
  });
  const [, markShown] = useMutation(MARK_REVIEW_PROMPT_SHOWN);
  // The prompt on screen stays here while the query refetches to null after an answer.
  const [current, setCurrent] = useState<ReviewPrompt | null>(null);
  const [phase, setPhase] = useState<'asking' | 'thanked' | 'dismissed' | 'gone'>('asking');
  const fetched = dataOf(state)?.reviewPrompt ?? null;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!fetched || current) return;
    const key = `${fetched.kind}|${fetched.subject ?? ''}`;
    if (marked.current === key) return;
    marked.current = key;
    setCurrent(fetched);
    // Recording the showing is what makes it the day's one prompt; if the server says it is no
    // longer due (another tab answered it), the card goes.
    void markShown({ kind: fetched.kind, subject: fetched.subject }, QUIET).then((res) => {
      if (res.error) setPhase('gone');
    });
  }, [fetched, current, markShown]);

  if (!current || phase === 'gone') return null;
  if (phase === 'dismissed') return <DismissedNote />;
  return (
    <PromptCard
      prompt={current}
      thanked={phase === 'thanked'}
      onSent={() => setPhase('thanked')}
      onDismissed={() => setPhase('dismissed')}
    />
  );
}

function DismissedNote() {
  const { t } = useTranslation('reviews');
  // The card is gone; a screen reader still hears what "Not now" did.
  return (
    <p role="status" className="sr-only">
      {t('prompt.dismissed')}
    </p>
  );
}

interface Values {
  rating: number | null;
  comment: string;
}

function questionKey(prompt: ReviewPrompt): string {
  if (prompt.kind === 'feature_usefulness') return `prompt.question.feature_usefulness.${prompt.subject}`;
  if (prompt.kind === 'booking_experience' && !prompt.subject) return 'prompt.question.booking_experience_general';
  return `prompt.question.${prompt.kind}`;
}

function PromptCard(props: { prompt: ReviewPrompt; thanked: boolean; onSent: () => void; onDismissed: () => void }) {
  const { prompt, thanked, onSent, onDismissed } = props;
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const [, submit] = useMutation(SUBMIT_EXPERIENCE_REVIEW);
  const [dismissing, dismiss] = useMutation(DISMISS_REVIEW_PROMPT);
  const vars = { kind: prompt.kind, subject: prompt.subject };
  const form = useForm<Values>(
    { rating: null, comment: '' },
    {
      schema: () => import('./reviews-schemas.ts').then((m) => m.experienceReviewInput),
      toInput: (values) => ({ ...vars, rating: values.rating, comment: values.comment }),
    },
  );
  const send = form.handleSubmit(async (values) => {
    const res = await submit({ ...vars, rating: values.rating ?? 0, comment: values.comment.trim() || null }, QUIET);
    if (res.data) onSent();
    return res;
  });
  const notNow = async () => {
    // Put off even if the request fails: the card is optional and must not stand in the way.
    await dismiss(vars, QUIET);
    onDismissed();
  };
  const question = t(questionKey(prompt));

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="review-prompt" data-kind={prompt.kind}>
      {thanked ? (
        <div role="status" className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t('prompt.thanksTitle')}
          </h2>
          <p className="text-slate-700">{t('prompt.thanksText')}</p>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('prompt.label')}</p>
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              {question}
            </h2>
            <p className="text-sm text-slate-700">{t('prompt.scale')}</p>
          </div>
          <form ref={form.formRef} onSubmit={send} noValidate className="flex flex-col gap-4">
            <div data-field="rating">
              <RatingField
                name={`review-${prompt.kind}`}
                label={t('prompt.rating')}
                value={form.values.rating}
                onChange={(v) => form.setField('rating', v)}
                required
                error={form.errors.rating}
              />
            </div>
            <TextAreaField
              label={t('prompt.comment')}
              hint={t('prompt.commentHint')}
              value={form.values.comment}
              error={form.errors.comment}
              rows={3}
              maxLength={EXPERIENCE_REVIEW_COMMENT_MAX}
              onValueChange={(v) => form.setField('comment', v)}
            />
            {form.formError ? <Alert>{form.formError}</Alert> : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={form.submitting}>
                {t('prompt.send')}
              </Button>
              <Button variant="ghost" onClick={notNow} busy={dismissing.fetching} disabled={form.submitting}>
                {t('prompt.notNow')}
              </Button>
            </div>
          </form>
        </>
      )}
    </Card>
  );
}
