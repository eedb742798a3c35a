import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ONBOARDING_TYPENAMES } from './gate-documents.ts';
import { type OnboardingState, SAVE_ONBOARDING_PROFILE } from './onboarding-documents.ts';

const HEADLINE_MAX = 120;
const ABOUT_MAX = 3000;

/** The profile step's form: a headline and the about-me text students read before booking. */
export function ProfileStepForm({ state, onSaved }: { state: OnboardingState; onSaved: () => void }) {
  const { t } = useTranslation('teacherOnboarding');
  const [saving, save] = useMutation(SAVE_ONBOARDING_PROFILE);
  const form = useForm(
    { headline: state.headline, aboutMe: state.aboutMe },
    { schema: () => import('./onboarding-schemas.ts').then((m) => m.teacherOnboardingProfileInput) },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: current }, ONBOARDING_TYPENAMES);
    if (!result.error) onSaved();
    return result;
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('profile.headline')}
        hint={t('profile.headlineHint')}
        value={values.headline}
        onValueChange={(v) => setField('headline', v)}
        error={errors.headline}
        maxLength={HEADLINE_MAX}
      />
      <TextAreaField
        label={t('profile.aboutMe')}
        hint={t('profile.aboutMeHint', { count: values.aboutMe.trim().length })}
        value={values.aboutMe}
        onValueChange={(v) => setField('aboutMe', v)}
        error={errors.aboutMe}
        maxLength={ABOUT_MAX}
        rows={8}
      />
      {form.formError ? (
        <p role="alert" className="text-sm text-red-800">
          {form.formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={saving.fetching}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
