import { DEFAULT_TIMEZONE, SECTION_SLUGS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AuthCard, linkClass } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';
import { SocialLoginButtons } from './social-login-buttons.tsx';

function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** Student sign-up; on success the session exists and the Public guard leads to the Today page. */
export function RegisterScreen({ login }: { login: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { setUser } = useAuth();
  // Course pages link here with ?section=german: the student starts in that language.
  const [search] = useSearchParams();
  const requestedSection = search.get('section');
  const section = SECTION_SLUGS.find((slug) => slug === requestedSection);
  const form = useForm(
    {
      firstName: '',
      email: '',
      password: '',
      acceptPrivacyPolicy: false,
      acceptTerms: false,
      confirmAge: false,
      marketingAgreement: false,
    },
    { schema: () => import('./auth-schemas.ts').then((m) => m.registerInput) },
  );
  const { values, errors } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const { user } = await authRequests.register({
      ...v,
      email: v.email.trim(),
      firstName: v.firstName.trim(),
      timezone: browserTimezone(),
      locale,
      section,
    });
    setUser(user);
  });

  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <TextField
          label={t('auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={(v) => form.setField('firstName', v)}
          error={errors.firstName}
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint')}
          value={values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={errors.password}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('auth.agreements')}</legend>
          <Checkbox
            label={t('auth.acceptPrivacyPolicy')}
            required
            checked={values.acceptPrivacyPolicy}
            onCheckedChange={(v) => form.setField('acceptPrivacyPolicy', v)}
            error={errors.acceptPrivacyPolicy}
          />
          <Checkbox
            label={t('auth.acceptTerms')}
            required
            checked={values.acceptTerms}
            onCheckedChange={(v) => form.setField('acceptTerms', v)}
            error={errors.acceptTerms}
          />
          <Checkbox
            label={t('auth.confirmAge')}
            required
            checked={values.confirmAge}
            onCheckedChange={(v) => form.setField('confirmAge', v)}
            error={errors.confirmAge}
          />
          <Checkbox
            label={t('auth.marketingAgreement')}
            checked={values.marketingAgreement}
            onCheckedChange={(v) => form.setField('marketingAgreement', v)}
            error={errors.marketingAgreement}
          />
        </fieldset>
        <Button type="submit" busy={form.submitting}>
          {t('auth.createAccount')}
        </Button>
        <p className="text-center text-sm text-slate-700">
          {t('auth.haveAccount')}{' '}
          <AreaLink to={login} params={{ locale }} className={linkClass}>
            {t('auth.signInInstead')}
          </AreaLink>
        </p>
      </form>
      <SocialLoginButtons intent="register" />
    </AuthCard>
  );
}
