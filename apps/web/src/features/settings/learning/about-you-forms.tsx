import { ABOUT_ME_MAX, LEARNING_NEEDS_MAX, PREFERRED_CLASS_TIMES, type PreferredClassTime } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { TextAreaField } from '../../../shared/ui/form-fields.tsx';
import { ChoiceGroup, FormCard, SaveRow } from './form-card.tsx';
import { type LearningSettings, SETTINGS_TYPENAMES, UPDATE_LEARNING_NEEDS, UPDATE_LEARNING_PREFERENCES } from './learning-documents.ts';

/** learning needs (001 §7): free text the school and the teachers read. */
export function LearningNeedsForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(UPDATE_LEARNING_NEEDS);
  const toInput = (v: { learningNeeds: string }) => ({ learningNeeds: v.learningNeeds || null });
  const form = useForm(
    { learningNeeds: settings.learningNeeds ?? '' },
    { schema: () => import('./learning-schemas.ts').then((m) => m.learningNeedsInput), toInput },
  );
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: toInput(current) }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  return (
    <FormCard title={t('learning.needs.title')} testId="learning-needs">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="learning-needs-title" className="flex flex-col gap-4">
        <TextAreaField
          label={t('learning.needs.label')}
          hint={t('learning.needs.hint')}
          value={form.values.learningNeeds}
          onValueChange={(v) => form.setField('learningNeeds', v)}
          error={form.errors.learningNeeds}
          maxLength={LEARNING_NEEDS_MAX}
          rows={4}
        />
        <SaveRow formError={form.formError} submitting={form.submitting} testId="learning-needs" />
      </form>
    </FormCard>
  );
}

interface AboutValues {
  preferredClassTime: PreferredClassTime | '';
  aboutMe: string;
}
const toInput = (v: AboutValues) => ({ preferredClassTime: v.preferredClassTime || null, aboutMe: v.aboutMe || null });

/** The preferred class time (used by "recommended for you" in booking) and the about-me text teachers read. */
export function AboutYouForm({ settings }: { settings: LearningSettings }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(UPDATE_LEARNING_PREFERENCES);
  const form = useForm<AboutValues>(
    { preferredClassTime: settings.preferredClassTime ?? '', aboutMe: settings.aboutMe ?? '' },
    { schema: () => import('./learning-schemas.ts').then((m) => m.learningPreferencesInput), toInput },
  );
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: toInput(current) }, SETTINGS_TYPENAMES);
    if (!result.error) notify('success', t('learning.saved'));
    return result;
  });
  return (
    <FormCard title={t('learning.about.title')} testId="about-you">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="about-you-title" className="flex flex-col gap-4">
        <ChoiceGroup legend={t('learning.about.classTime')} error={form.errors.preferredClassTime} columns={false}>
          {(['', ...PREFERRED_CLASS_TIMES] as const).map((time) => (
            <label key={time || 'any'} className="flex items-start gap-3 text-slate-800">
              <input
                type="radio"
                name="preferred-class-time"
                checked={form.values.preferredClassTime === time}
                onChange={() => form.setField('preferredClassTime', time)}
                className="mt-0.5 size-5 accent-brand-700"
              />
              {t(`learning.about.times.${time || 'any'}`)}
            </label>
          ))}
        </ChoiceGroup>
        <TextAreaField
          label={t('learning.about.aboutMe')}
          hint={t('learning.about.aboutMeHint', { count: ABOUT_ME_MAX - form.values.aboutMe.length })}
          value={form.values.aboutMe}
          onValueChange={(v) => form.setField('aboutMe', v)}
          error={form.errors.aboutMe}
          maxLength={ABOUT_ME_MAX}
          rows={5}
        />
        <SaveRow formError={form.formError} submitting={form.submitting} testId="about-you" />
      </form>
    </FormCard>
  );
}
