import { FEEDBACK_MAX_LENGTH } from '@parla/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorCodeOf } from '../../errors/error-text.ts';
import { useForm } from '../../forms/use-form.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { RatingField } from './rating-field.tsx';
import { SUBMIT_CLASS_REVIEW } from './review-documents.ts';

interface ReviewValues {
  teacherRating: number | null;
  materialRating: number | null;
  technicalQuality: number | null;
  feedback: string;
  isPublic: boolean;
}

/** The three star ratings, in the form's order: teacher and material required, technical quality optional. */
const RATINGS = [
  { name: 'teacherRating', label: 'classReview.teacher', required: true },
  { name: 'materialRating', label: 'classReview.material', required: true },
  { name: 'technicalQuality', label: 'classReview.technical', required: false },
] as const satisfies readonly { name: keyof ReviewValues; label: string; required: boolean }[];

/** The submitClassReview input, as sent and as the contract (`classReviewInput`) checks it before. */
export function toReviewInput(classUid: string, values: ReviewValues) {
  return {
    classUid,
    teacherRating: values.teacherRating,
    materialRating: values.materialRating,
    technicalQuality: values.technicalQuality,
    feedback: values.feedback.trim(),
    isPublic: values.isPublic,
  };
}

/**
 * The post-class review (001 "post-class review"): teacher, material and feedback text required.
 * Shared by the classroom's review page and the student's class details (learn area), so its
 * strings live in `common`. The feedback goes on the teacher's page only when the student ticks it.
 */
export function ReviewForm({ classUid, onDone, headingLevel = 2 }: { classUid: string; onDone: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [{ fetching }, submit] = useMutation(SUBMIT_CLASS_REVIEW);
  const feedbackId = useId();
  const titleId = useId();
  const form = useForm<ReviewValues>(
    { teacherRating: null, materialRating: null, technicalQuality: null, feedback: '', isPublic: false },
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
        aria-labelledby={titleId}
        data-testid="review-form"
      >
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className="text-xl font-semibold text-slate-900">
            {t('classReview.formTitle')}
          </Heading>
          <p className="text-sm text-slate-700">{t('classReview.intro')}</p>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        {RATINGS.map(({ name, label, required }) => (
          <div key={name} data-field={name}>
            <RatingField
              name={name}
              label={t(label)}
              value={values[name]}
              onChange={(v) => setField(name, v)}
              required={required}
              error={errors[name]}
            />
          </div>
        ))}
        <div className="flex flex-col gap-1.5" data-field="feedback">
          <label htmlFor={feedbackId} className="text-sm font-medium text-slate-800">
            {t('classReview.feedback')}
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
        <Checkbox
          name="isPublic"
          label={t('classReview.isPublic')}
          checked={values.isPublic}
          onCheckedChange={(checked) => setField('isPublic', checked)}
        />
        <Button type="submit" busy={fetching || form.submitting} className="self-start" data-testid="submit-review">
          {t('classReview.submit')}
        </Button>
      </form>
    </Card>
  );
}
