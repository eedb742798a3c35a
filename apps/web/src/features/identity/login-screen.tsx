import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useCaptchaToken } from '../../shared/auth/captcha.ts';
import type { AreaName } from '../../shared/config/runtime-config.ts';
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
import { SocialLoginButtons } from './social-login-buttons.tsx';

interface LoginScreenProps {
  area: AreaName;
  title: string;
  forgotPassword: AreaTarget;
  /** The learn area offers registration below the form. */
  register?: AreaTarget;
}

/** Signs in against the area's own check; the Public route guard then leads on (redirect or home). */
export function LoginScreen({ area, title, forgotPassword, register }: LoginScreenProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { login } = useAuth();
  const captchaToken = useCaptchaToken('login');
  const form = useForm(
    { email: '', password: '', rememberMe: false },
    {
      schema: () => import('./auth-schemas.ts').then((m) => m.loginInput),
      toInput: (v) => ({ _username: v.email, _password: v.password, _remember_me: v.rememberMe }),
      fieldAliases: { _username: 'email', _password: 'password' },
    },
  );
  const { values, errors } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    await login(area, { email: v.email.trim(), password: v.password, rememberMe: v.rememberMe, recaptchaToken: await captchaToken() });
  });

  return (
    <AuthCard title={title}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label={t('auth.rememberMe')} checked={values.rememberMe} onCheckedChange={(v) => form.setField('rememberMe', v)} />
          <AreaLink to={forgotPassword} params={{ locale }} className={`text-sm ${linkClass}`}>
            {t('auth.forgotPasswordLink')}
          </AreaLink>
        </div>
        <Button type="submit" busy={form.submitting}>
          {t('auth.logIn')}
        </Button>
        {register ? (
          <p className="text-center text-sm text-slate-700">
            {t('auth.noAccount')}{' '}
            <AreaLink to={register} params={{ locale }} className={linkClass}>
              {t('auth.createAccountLink')}
            </AreaLink>
          </p>
        ) : null}
      </form>
      {area === 'learn' ? <SocialLoginButtons intent="login" /> : null}
    </AuthCard>
  );
}
