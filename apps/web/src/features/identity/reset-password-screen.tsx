import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useForm } from '../../shared/forms/use-form.ts';
import { HttpError } from '../../shared/http/http-error.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';

interface ResetPasswordScreenProps {
  /** Same area as this page: the router navigates there after success. */
  loginPath: string;
  forgotPassword: AreaTarget;
}

type LinkState = 'checking' | 'valid' | 'invalid';

/** `{locale}/resetting/reset/:token`: the link is checked first, so a dead link says so before any typing. */
export function ResetPasswordScreen({ loginPath, forgotPassword }: ResetPasswordScreenProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const form = useForm(
    { password: '', passwordConfirmation: '' },
    { schema: () => import('./auth-schemas.ts').then((m) => m.newPasswordInput) },
  );

  useEffect(() => {
    let active = true;
    authRequests.checkResetToken(token).then(
      () => active && setLinkState('valid'),
      () => active && setLinkState('invalid'),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await authRequests.resetPassword(token, v.password, v.passwordConfirmation);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        setLinkState('invalid');
        return;
      }
      throw error;
    }
    notify('success', t('auth.resetDone'));
    navigate(buildPath(loginPath, { locale }), { replace: true });
  });

  if (linkState === 'checking') return <PageSpinner />;
  if (linkState === 'invalid') {
    return (
      <AuthCard title={t('auth.resetInvalidTitle')} intro={t('auth.resetInvalidIntro')}>
        <AreaLink to={forgotPassword} params={{ locale }} className={buttonClass('primary', 'w-full')}>
          {t('auth.requestNewLink')}
        </AreaLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <PasswordField
          label={t('auth.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint')}
          value={form.values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={form.errors.password}
        />
        <PasswordField
          label={t('auth.repeatNewPassword')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.values.passwordConfirmation}
          onValueChange={(v) => form.setField('passwordConfirmation', v)}
          error={form.errors.passwordConfirmation}
        />
        <Button type="submit" busy={form.submitting}>
          {t('auth.saveNewPassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
