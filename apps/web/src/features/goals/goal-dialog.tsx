import { CLASSES_PER_WEEK_OF_GOAL, WEEKLY_GOAL_LEVELS, WORDS_PER_WEEK_CHOICES, type WeeklyGoalLevel } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { SET_WEEKLY_GOAL, type WeeklyGoal } from './goals-documents.ts';

/** Most students who set a goal pick two classes a week: the preset when none is set yet. */
const DEFAULT_LEVEL: WeeklyGoalLevel = 'Steady';

/**
 * Both weekly goals in one dialog (the spec's weekly-words goal dialog, and the class goal's
 * levels): the new goal applies from this week; past weeks keep theirs, so a streak survives.
 */
export function GoalDialog({ open, goal, onClose }: { open: boolean; goal: WeeklyGoal; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const errorText = useErrorText();
  const [level, setLevel] = useState<WeeklyGoalLevel>(goal.level ?? DEFAULT_LEVEL);
  const [words, setWords] = useState(goal.wordsGoal ? String(goal.wordsGoal) : '');
  const [state, save] = useMutation(SET_WEEKLY_GOAL);
  const wordChoices = [...new Set<number>([...WORDS_PER_WEEK_CHOICES, ...(goal.wordsGoal ? [goal.wordsGoal] : [])])].sort((a, b) => a - b);
  const submit = async () => {
    const result = await save({ input: { goal: level, wordsPerWeekGoal: words ? Number(words) : null } });
    if (result.error) return;
    notify('success', t('dialog.saved'));
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialog.title')}
      description={t('dialog.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button busy={state.fetching} onClick={submit}>
            {t('dialog.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-slate-900">{t('dialog.classesLegend')}</legend>
          {WEEKLY_GOAL_LEVELS.map((option) => (
            <label key={option} className="flex items-start gap-3 text-slate-800">
              <input
                type="radio"
                name="goal-level"
                value={option}
                checked={level === option}
                onChange={() => setLevel(option)}
                className="mt-0.5 size-5 accent-brand-700"
              />
              <span>
                <span className="font-medium">{t(`levels.${option}`)}</span>{' '}
                <span className="text-slate-700">{t('dialog.perWeek', { count: CLASSES_PER_WEEK_OF_GOAL[option] })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('dialog.words')}
          value={words}
          onValueChange={setWords}
          placeholder={t('dialog.noWords')}
          options={wordChoices.map((n) => ({ value: String(n), label: t('dialog.wordsOption', { count: n }) }))}
        />
        {state.error ? <Alert>{errorText(state.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
