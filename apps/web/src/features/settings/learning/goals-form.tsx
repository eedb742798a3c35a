import { FOCUS_AREAS, type FocusArea, LEARNING_GOAL_OTHER_MAX, LEARNING_GOALS, type LearningGoal } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ChoiceGroup, FormCard, SaveRow } from './form-card.tsx';
import { type LearningSettings, SETTINGS_TYPENAMES, UPDATE_WHY_ARE_YOU_LEARNING } from './learning-documents.ts';

interface GoalsValues {
  learningGoals: LearningGoal[];
  learningGoalOther: string;
  focusAreas: FocusArea[];
}

const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));
const toInput = (v: GoalsValues) => ({ ...v, learningGoalOther: v.learningGoalOther || null });

/** why-are-you-learning (001 §7): goals (select 1 or more, 001 §5) and focus areas. */
export function GoalsForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(UPDATE_WHY_ARE_YOU_LEARNING);
  const form = useForm<GoalsValues>(
    {
      learningGoals: [...settings.learningGoals],
      learningGoalOther: settings.learningGoalOther ?? '',
      focusAreas: [...settings.focusAreas],
    },
    { schema: () => import('./learning-schemas.ts').then((m) => m.learningGoalsInput), toInput },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: toInput(current) }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  return (
    <FormCard title={t('learning.goals.title')} hint={t('learning.goals.hint')} testId="learning-goals">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="learning-goals-title" className="flex flex-col gap-4">
        <ChoiceGroup legend={t('learning.goals.legend')} error={errors.learningGoals}>
          {LEARNING_GOALS.map((goal) => (
            <Checkbox
              key={goal}
              label={t(`learning.goals.options.${goal}`)}
              checked={values.learningGoals.includes(goal)}
              onCheckedChange={(on) => setField('learningGoals', toggled(values.learningGoals, goal, on))}
            />
          ))}
        </ChoiceGroup>
        {values.learningGoals.includes('other') ? (
          <TextField
            label={t('learning.goals.otherLabel')}
            value={values.learningGoalOther}
            onValueChange={(v) => setField('learningGoalOther', v)}
            error={errors.learningGoalOther}
            maxLength={LEARNING_GOAL_OTHER_MAX}
          />
        ) : null}
        <ChoiceGroup legend={t('learning.focus.legend')} error={errors.focusAreas}>
          {FOCUS_AREAS.map((area) => (
            <Checkbox
              key={area}
              label={t(`learning.focus.options.${area}`)}
              checked={values.focusAreas.includes(area)}
              onCheckedChange={(on) => setField('focusAreas', toggled(values.focusAreas, area, on))}
            />
          ))}
        </ChoiceGroup>
        <SaveRow formError={form.formError} submitting={form.submitting} testId="learning-goals" />
      </form>
    </FormCard>
  );
}
