import { LEARNING_NEEDS_MAX } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { TextAreaField } from '../../../shared/ui/form-fields.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

/** Learning needs (001 §3): free text, in the student's own words. */
export function LearningNeedsStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation('survey');
  const form = useForm<{ learningNeeds: string }>(
    { learningNeeds: view.answers.learningNeeds ?? '' },
    { schema: () => import('./survey-schemas.ts').then((m) => m.learningNeedsAnswers) },
  );
  const submit = form.handleSubmit(async (current) =>
    onSaved(await surveyRequests.answer('learning-needs', { learningNeeds: current.learningNeeds || null })),
  );
  return (
    <StepFrame id="survey-needs" title={t('needs.title')} hint={t('needs.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-needs-title" className="flex flex-col gap-5">
        <TextAreaField
          label={t('needs.label')}
          hint={t('needs.example')}
          value={form.values.learningNeeds}
          onValueChange={(v) => form.setField('learningNeeds', v)}
          error={form.errors.learningNeeds}
          maxLength={LEARNING_NEEDS_MAX}
        />
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
