import { CLASSES_PER_WEEK_OF_GOAL, WEEKLY_GOAL_LEVELS, WORDS_PER_WEEK_CHOICES, type WeeklyGoalLevel } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { ChoiceGroup, FormCard, SaveRow } from './form-card.tsx';
import { type LearningSettings, SET_WEEKLY_GOAL, SETTINGS_TYPENAMES } from './learning-documents.ts';

interface GoalValues {
  goal: WeeklyGoalLevel | '';
  wordsPerWeekGoal: string;
}
const toInput = (v: GoalValues) => ({ goal: v.goal || null, wordsPerWeekGoal: v.wordsPerWeekGoal ? Number(v.wordsPerWeekGoal) : null });

/** set weekly goal (001 §7): classes a week (the spec's goal levels) and words a week; Today shows the week against them (decision 085). */
export function WeeklyGoalForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(SET_WEEKLY_GOAL);
  const form = useForm<GoalValues>(
    { goal: settings.goal ?? '', wordsPerWeekGoal: settings.wordsPerWeekGoal ? String(settings.wordsPerWeekGoal) : '' },
    { schema: () => import('./learning-schemas.ts').then((m) => m.weeklyGoalInput), toInput },
  );
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: toInput(current) }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  // A value stored before the choices existed stays choosable.
  const words = new Set<number>([...WORDS_PER_WEEK_CHOICES, ...(settings.wordsPerWeekGoal ? [settings.wordsPerWeekGoal] : [])]);
  return (
    <FormCard title={t('learning.weeklyGoal.title')} hint={t('learning.weeklyGoal.hint')} testId="weekly-goal">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="weekly-goal-title" className="flex flex-col gap-4">
        <ChoiceGroup legend={t('learning.weeklyGoal.legend')} error={form.errors.goal} columns={false}>
          {['', ...WEEKLY_GOAL_LEVELS].map((level) => (
            <label key={level || 'none'} className="flex items-start gap-3 text-slate-800">
              <input
                type="radio"
                name="weekly-goal"
                checked={form.values.goal === level}
                onChange={() => form.setField('goal', level as GoalValues['goal'])}
                className="mt-0.5 size-5 accent-brand-700"
              />
              <span>
                {level ? (
                  <>
                    <span className="font-medium">{t(`learning.weeklyGoal.levels.${level}`)}</span>{' '}
                    <span className="text-slate-700">
                      {t('learning.weeklyGoal.classesPerWeek', { count: CLASSES_PER_WEEK_OF_GOAL[level as WeeklyGoalLevel] })}
                    </span>
                  </>
                ) : (
                  t('learning.weeklyGoal.noGoal')
                )}
              </span>
            </label>
          ))}
        </ChoiceGroup>
        <SelectField
          label={t('learning.weeklyGoal.words')}
          value={form.values.wordsPerWeekGoal}
          onValueChange={(v) => form.setField('wordsPerWeekGoal', v)}
          options={[...words]
            .sort((a, b) => a - b)
            .map((n) => ({ value: String(n), label: t('learning.weeklyGoal.wordsOption', { count: n }) }))}
          placeholder={t('learning.weeklyGoal.noWordsGoal')}
          error={form.errors.wordsPerWeekGoal}
          className="max-w-xs"
        />
        <SaveRow formError={form.formError} submitting={form.submitting} testId="weekly-goal" />
      </form>
    </FormCard>
  );
}
