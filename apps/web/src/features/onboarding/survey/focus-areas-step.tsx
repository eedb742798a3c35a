import { FOCUS_AREAS, type FocusArea } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { ChoiceGroup, toggled } from './choice-group.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

/** Focus areas (001 §3): any of the seven skills, or none. */
export function FocusAreasStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation(['survey', 'settings']);
  const form = useForm<{ focusAreas: FocusArea[] }>(
    { focusAreas: view.answers.focusAreas as FocusArea[] },
    { schema: () => import('./survey-schemas.ts').then((m) => m.focusAreasAnswers) },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (current) => onSaved(await surveyRequests.answer('learning-focus-area', current)));
  return (
    <StepFrame id="survey-focus" title={t('focus.title')} hint={t('focus.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-focus-title" className="flex flex-col gap-5">
        <ChoiceGroup legend={t('focus.legend')} error={errors.focusAreas}>
          {FOCUS_AREAS.map((area) => (
            <Checkbox
              key={area}
              label={t(`settings:learning.focus.options.${area}`)}
              checked={values.focusAreas.includes(area)}
              onCheckedChange={(on) => setField('focusAreas', toggled(values.focusAreas, area, on))}
            />
          ))}
        </ChoiceGroup>
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
