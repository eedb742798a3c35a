import { PRACTICE_REVIEW_COMMENT_MAX, type PracticeReviewKind } from '@parla/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RatingField } from '../../shared/classes/review/rating-field.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { SUBMIT_FLASHCARD_REVIEW, SUBMIT_PRACTICE_SEQUENCE_REVIEW, SUBMIT_QUIZ_REVIEW } from './practice-documents.ts';

const INLINE = { notifyErrors: false };

/**
 * "Rate this practice" after the flashcards, a homework or quiz set and a Lingobite (the spec's
 * flashcard, quiz and practice-sequence reviews): opens the rating dialog; rating again replaces
 * the student's last rating of that practice on the server.
 */
export function RatePracticeButton({ kind, lessonId }: { kind: PracticeReviewKind; lessonId: string }) {
  const { t } = useTranslation('practice');
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {rated ? t('review.rateAgain') : t('review.open')}
      </Button>
      {open ? <PracticeReviewDialog kind={kind} lessonId={lessonId} onClose={() => setOpen(false)} onRated={() => setRated(true)} /> : null}
    </>
  );
}

interface Values {
  rating: number | null;
  comment: string;
}

/** The review dialog: 1-5 stars as radio buttons, an optional comment, then a thank-you. */
function PracticeReviewDialog(props: { kind: PracticeReviewKind; lessonId: string; onClose: () => void; onRated: () => void }) {
  const { kind, lessonId, onClose, onRated } = props;
  const { t } = useTranslation('practice');
  const formId = useId();
  const [thanked, setThanked] = useState(false);
  const [, submitFlashcards] = useMutation(SUBMIT_FLASHCARD_REVIEW);
  const [, submitQuiz] = useMutation(SUBMIT_QUIZ_REVIEW);
  const [, submitSequence] = useMutation(SUBMIT_PRACTICE_SEQUENCE_REVIEW);
  const toInput = (values: Values) => ({ kind, lessonId, rating: values.rating, comment: values.comment.trim() || null });
  const form = useForm<Values>(
    { rating: null, comment: '' },
    { schema: () => import('./practice-schemas.ts').then((m) => m.practiceReviewInput), toInput },
  );
  const submit = form.handleSubmit(async (values) => {
    const vars = { lessonId, rating: values.rating ?? 0, comment: values.comment.trim() || null };
    const res = await (kind === 'flashcard'
      ? submitFlashcards(vars, INLINE)
      : kind === 'quiz'
        ? submitQuiz(vars, INLINE)
        : submitSequence(vars, INLINE));
    if (res.data) {
      setThanked(true);
      onRated();
    }
    return res;
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={thanked ? t('review.thanksTitle') : t(`review.title.${kind}`)}
      description={thanked ? t('review.thanksText') : t('review.lead')}
      actions={
        thanked ? (
          <Button onClick={onClose}>{t('review.close')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={form.submitting}>
              {t('review.send')}
            </Button>
          </>
        )
      }
    >
      {thanked ? null : (
        <form id={formId} ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div data-field="rating">
            <RatingField
              name={`practice-${kind}`}
              label={t('review.rating')}
              value={form.values.rating}
              onChange={(v) => form.setField('rating', v)}
              required
              error={form.errors.rating}
            />
          </div>
          <TextAreaField
            label={t('review.comment')}
            hint={t('review.commentHint')}
            value={form.values.comment}
            error={form.errors.comment}
            maxLength={PRACTICE_REVIEW_COMMENT_MAX}
            onValueChange={(v) => form.setField('comment', v)}
          />
          {form.formError ? <Alert>{form.formError}</Alert> : null}
        </form>
      )}
    </Dialog>
  );
}
