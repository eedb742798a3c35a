import { FEEDBACK_MAX_LENGTH } from '@parla/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorCodeOf } from '../../../shared/errors/error-text.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SUBMIT_CLASS_REVIEW } from '../classroom-documents.ts';
import { RatingField } from './rating-field.tsx';

interface ReviewValues {
  teacherRating: number | null;
  materialRating: number | null;
  technicalQuality: number | null;
  feedback: string;
}

/** The submitClassReview input, as sent and as the contract (`classReviewInput`) checks it before. */
export function toReviewInput(classUid: string, values: ReviewValues) {
  return {
    classUid,
    teacherRating: values.teacherRating,
    materialRating: values.materialRating,
    technicalQuality: values.technicalQuality,
    feedback: values.feedback.trim(),
  };
}

/** The post-class review (001 "post-class review"): teacher, material and feedback text required. */
export function ReviewForm({ classUid, onDone }: { classUid: string; onDone: () => void }) {
  const { t } = useTranslation('classroom');
  const [{ fetching }, submit] = useMutation(SUBMIT_CLASS_REVIEW);
  const feedbackId = useId();
  const form = useForm<ReviewValues>(
    { teacherRating: null, materialRating: null, technicalQuality: null, feedback: '' },
    {
      schema: () => import('./review-schemas.ts').then((m) => m.classReviewInput),
      toInput: (values) => toReviewInput(classUid, values),
    },
  );
  const { values, errors, formError, setField } = form;

  const onSubmit = form.handleSubmit(async (current) => {
    const input = toReviewInput(classUid, current);
    const result = await submit(
      { input: { ...input, teacherRating: input.teacherRating ?? 0, materialRating: input.materialRating ?? 0 } },
      { notifyErrors: false },
    );
    // Reviewed already (another tab): the review is there, so the form is done too.
    if (result.data || errorCodeOf(result.error) === 'class_already_reviewed') {
      onDone();
      return;
    }
    return result;
  });

  return (
    <Card>
      <form
        ref={form.formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-labelledby="review-title"
        data-testid="review-form"
      >
        <div className="flex flex-col gap-1">
          <h2 id="review-title" className="text-xl font-semibold text-slate-900">
            {t('review.formTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('review.intro')}</p>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        <div data-field="teacherRating">
          <RatingField
            name="teacherRating"
            label={t('review.teacher')}
            value={values.teacherRating}
            onChange={(v) => setField('teacherRating', v)}
            required
            error={errors.teacherRating}
          />
        </div>
        <div data-field="materialRating">
          <RatingField
            name="materialRating"
            label={t('review.material')}
            value={values.materialRating}
            onChange={(v) => setField('materialRating', v)}
            required
            error={errors.materialRating}
          />
        </div>
        <div data-field="technicalQuality">
          <RatingField
            name="technicalQuality"
            label={t('review.technical')}
            value={values.technicalQuality}
            onChange={(v) => setField('technicalQuality', v)}
            error={errors.technicalQuality}
          />
        </div>
        <div className="flex flex-col gap-1.5" data-field="feedback">
          <label htmlFor={feedbackId} className="text-sm font-medium text-slate-800">
            {t('review.feedback')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={feedbackId}
            value={values.feedback}
            rows={4}
            required
            maxLength={FEEDBACK_MAX_LENGTH}
            onChange={(event) => setField('feedback', event.target.value)}
            aria-invalid={errors.feedback ? true : undefined}
            aria-describedby={errors.feedback ? `${feedbackId}-error` : undefined}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${errors.feedback ? 'border-red-700' : 'border-slate-400'}`}
          />
          {errors.feedback ? (
            <p id={`${feedbackId}-error`} className="text-sm font-medium text-red-700">
              {errors.feedback}
            </p>
          ) : null}
        </div>
        <Button type="submit" busy={fetching || form.submitting} className="self-start" data-testid="submit-review">
          {t('review.submit')}
        </Button>
      </form>
    </Card>
  );
}
