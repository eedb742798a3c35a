import { LEARNING_GOAL_OTHER_MAX, LEARNING_GOALS, type LearningGoal } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ChoiceGroup, toggled } from './choice-group.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

interface GoalsValues {
  learningGoals: LearningGoal[];
  learningGoalOther: string;
}

const toInput = (v: GoalsValues) => ({ learningGoals: v.learningGoals, learningGoalOther: v.learningGoalOther || null });

/** Learning goals: select 1 or more (001 §5), 'other' with its own words (001 §3). */
export function GoalsStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation(['survey', 'settings']);
  const form = useForm<GoalsValues>(
    { learningGoals: view.answers.learningGoals as LearningGoal[], learningGoalOther: view.answers.learningGoalOther ?? '' },
    { schema: () => import('./survey-schemas.ts').then((m) => m.learningGoalsAnswers), toInput },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (current) => onSaved(await surveyRequests.answer('learning-goals', toInput(current))));
  return (
    <StepFrame id="survey-goals" title={t('goals.title')} hint={t('goals.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-goals-title" className="flex flex-col gap-5">
        <ChoiceGroup legend={t('goals.legend')} error={errors.learningGoals}>
          {LEARNING_GOALS.map((goal) => (
            <Checkbox
              key={goal}
              label={t(`settings:learning.goals.options.${goal}`)}
              checked={values.learningGoals.includes(goal)}
              onCheckedChange={(on) => setField('learningGoals', toggled(values.learningGoals, goal, on))}
            />
          ))}
        </ChoiceGroup>
        {values.learningGoals.includes('other') ? (
          <TextField
            label={t('goals.otherLabel')}
            value={values.learningGoalOther}
            onValueChange={(v) => setField('learningGoalOther', v)}
            error={errors.learningGoalOther}
            maxLength={LEARNING_GOAL_OTHER_MAX}
          />
        ) : null}
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
