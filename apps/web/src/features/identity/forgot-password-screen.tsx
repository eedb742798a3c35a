import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from '../../shared/forms/use-form.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AuthCard, linkClass } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';

interface ForgotPasswordScreenProps {
  thankYouPath: string;
  login: AreaTarget;
}

/** Asks for a reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordScreen({ thankYouPath, login }: ForgotPasswordScreenProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useForm({ email: '' }, { schema: () => import('./auth-schemas.ts').then((m) => m.resetRequestInput) });

  const onSubmit = form.handleSubmit(async (v) => {
    await authRequests.requestReset(v.email.trim());
    navigate(buildPath(thankYouPath, { locale }));
  });

  return (
    <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={form.errors.email}
        />
        <Button type="submit" busy={form.submitting}>
          {t('auth.sendResetLink')}
        </Button>
        <AreaLink to={login} params={{ locale }} className={`text-center text-sm ${linkClass}`}>
          {t('auth.backToLogin')}
        </AreaLink>
      </form>
    </AuthCard>
  );
}

export function ForgotPasswordThankYouScreen({ login }: { login: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <AuthCard title={t('auth.thankYouTitle')} intro={t('auth.thankYouIntro')}>
      <p className="text-sm text-slate-700">{t('auth.thankYouHint')}</p>
      <AreaLink to={login} params={{ locale }} className={`mt-6 inline-block text-sm ${linkClass}`}>
        {t('auth.backToLogin')}
      </AreaLink>
    </AuthCard>
  );
}
