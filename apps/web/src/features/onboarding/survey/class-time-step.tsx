import type { PreferredClassTime } from '@parla/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame, type SurveyStepProps } from './step-frame.tsx';
import { surveyRequests } from './survey-requests.ts';

const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/**
 * Preferred class times (001 §3 learning hours: slug, startHour, endHour): one part of the day,
 * or any time. Booking recommends classes at this time (decision 044).
 */
export function ClassTimeStep({ view, onSaved, headingLevel, ...navigation }: SurveyStepProps) {
  const { t } = useTranslation(['survey', 'settings']);
  const name = useId();
  const form = useForm<{ preferredClassTime: PreferredClassTime | '' }>(
    { preferredClassTime: (view.answers.preferredClassTime as PreferredClassTime | null) ?? '' },
    {
      schema: () => import('./survey-schemas.ts').then((m) => m.classTimeAnswers),
      toInput: (v) => ({ preferredClassTime: v.preferredClassTime || null }),
    },
  );
  const submit = form.handleSubmit(async (current) =>
    onSaved(await surveyRequests.answer('preferred-time-slots', { preferredClassTime: current.preferredClassTime || null })),
  );
  const options: { value: PreferredClassTime | ''; label: string }[] = [
    ...view.learningHours.map((slot) => ({
      value: slot.slug,
      label: t('times.slot', { name: t(`settings:learning.about.times.${slot.slug}`), from: hour(slot.startHour), to: hour(slot.endHour) }),
    })),
    { value: '', label: t('settings:learning.about.times.any') },
  ];
  return (
    <StepFrame id="survey-times" title={t('times.title')} hint={t('times.hint')} headingLevel={headingLevel}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="survey-times-title" className="flex flex-col gap-5">
        <ChoiceGroup legend={t('times.legend')} error={form.errors.preferredClassTime}>
          {options.map((option) => (
            <label
              key={option.value || 'any'}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={form.values.preferredClassTime === option.value}
                onChange={() => form.setField('preferredClassTime', option.value)}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </ChoiceGroup>
        <StepActions formError={form.formError} submitting={form.submitting} {...navigation} />
      </form>
    </StepFrame>
  );
}
