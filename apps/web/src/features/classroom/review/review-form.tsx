import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { firstErrors, toFieldErrors } from '../../../shared/forms/validation-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SUBMIT_CLASS_REVIEW } from '../classroom-documents.ts';
import { errorCodeOf, useErrorText } from '../../../shared/errors/error-text.ts';
import { RatingField } from './rating-field.tsx';

export const FEEDBACK_MAX_LENGTH = 2000;

interface ReviewValues {
  teacherRating: number | null;
  materialRating: number | null;
  technicalQuality: number | null;
  feedback: string;
}

/** 001 §5: teacher, material and feedback text are required; technical quality is optional. */
export function validateReview(values: ReviewValues, required: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.teacherRating === null) errors.teacherRating = required;
  if (values.materialRating === null) errors.materialRating = required;
  if (values.feedback.trim() === '') errors.feedback = required;
  return errors;
}

/** The post-class review (001 "post-class review"). */
export function ReviewForm({ classUid, onDone }: { classUid: string; onDone: () => void }) {
  const { t } = useTranslation('classroom');
  const errorText = useErrorText();
  const [values, setValues] = useState<ReviewValues>({ teacherRating: null, materialRating: null, technicalQuality: null, feedback: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, submit] = useMutation(SUBMIT_CLASS_REVIEW);
  const feedbackId = useId();

  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateReview(values, t('review.required'));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    const result = await submit(
      {
        input: {
          classUid,
          teacherRating: values.teacherRating ?? 0,
          materialRating: values.materialRating ?? 0,
          technicalQuality: values.technicalQuality,
          feedback: values.feedback.trim(),
        },
      },
      { notifyErrors: false },
    );
    if (result.data) {
      onDone();
      return;
    }
    const fieldErrors = firstErrors(toFieldErrors(result.error));
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    else {
      const code = errorCodeOf(result.error);
      if (code === 'class_already_reviewed') onDone();
      else setFormError(errorText(result.error));
    }
  };

  return (
    <Card>
      <form
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
            onChange={(v) => set('teacherRating', v)}
            required
            error={errors.teacherRating}
          />
        </div>
        <div data-field="materialRating">
          <RatingField
            name="materialRating"
            label={t('review.material')}
            value={values.materialRating}
            onChange={(v) => set('materialRating', v)}
            required
            error={errors.materialRating}
          />
        </div>
        <div data-field="technicalQuality">
          <RatingField
            name="technicalQuality"
            label={t('review.technical')}
            value={values.technicalQuality}
            onChange={(v) => set('technicalQuality', v)}
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
            onChange={(event) => set('feedback', event.target.value)}
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
        <Button type="submit" busy={fetching} className="self-start" data-testid="submit-review">
          {t('review.submit')}
        </Button>
      </form>
    </Card>
  );
}
