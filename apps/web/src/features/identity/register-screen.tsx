import { type ClientUser, DEFAULT_TIMEZONE, SECTION_SLUGS, type SectionSlug } from '@parla/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useCaptchaToken } from '../../shared/auth/captcha.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AuthCard, linkClass } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';
import { SocialLoginButtons } from './social-login-buttons.tsx';
import { afterRegisterPath, type FunnelDestination, readRegisterParams } from '../../shared/routing/register-params.ts';
import { ConsentFields } from '../../shared/forms/consent-fields.tsx';
import { track } from '../../shared/telemetry/analytics.ts';

interface RegisterValues {
  firstName: string;
  email: string;
  password: string;
  section: string;
  acceptPrivacyPolicy: boolean;
  acceptTerms: boolean;
  confirmAge: boolean;
  marketingAgreement: boolean;
}

const NO_PARAMS = new URLSearchParams();

function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export interface RegisterScreenProps {
  login: AreaTarget;
  /** Fixed by a per-section funnel page (`german/direct-register/{curriculum}`): wins over the URL. */
  preset?: { section?: SectionSlug; curriculum?: string };
  /** Where this funnel leads when the URL names no `next` or plan (decision 064). */
  destination?: FunnelDestination;
  title?: string;
  intro?: ReactNode;
  /** Shown above the form (get-started's step indicator). */
  header?: ReactNode;
}

/**
 * Student sign-up. Keeps what the visitor chose on the way here (REGISTER_QUERY in the URL:
 * language, course, level, goals, plan, a friend's code, next), asks for the language when no
 * page gave one, and after success leads to the funnel's next step (decision 064).
 */
export function RegisterScreen({ login, preset, destination, title, intro, header }: RegisterScreenProps) {
  const { t } = useTranslation(['funnel', 'common']);
  const locale = useLocale();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // The page is prerendered without a query (decision 054): hydrate as built, then read the URL.
  const hydrated = useHydrated();
  const params = { ...readRegisterParams(hydrated ? search : NO_PARAMS), ...preset };
  const askLanguage = !params.section;
  const continueTo = afterRegisterPath(params, locale, destination);
  const [registered, setRegistered] = useState<ClientUser | null>(null);
  const captchaToken = useCaptchaToken('register');
  useEffect(() => track('sign_up_started', { section: params.section ?? null }), [params.section]);
  const form = useForm<RegisterValues>(
    {
      firstName: '',
      email: '',
      password: '',
      section: params.section ?? '',
      acceptPrivacyPolicy: false,
      acceptTerms: false,
      confirmAge: false,
      marketingAgreement: false,
    },
    {
      schema: () => import('./auth-schemas.ts').then((m) => m.registerFormInput),
      toInput: (v) => request(v),
    },
  );
  const { values, errors } = form;

  function request(v: RegisterValues) {
    return {
      ...v,
      email: v.email.trim(),
      firstName: v.firstName.trim(),
      timezone: browserTimezone(),
      locale,
      section: params.section ?? (v.section || undefined),
      curriculum: params.curriculum,
      level: params.level,
      learningGoals: params.goals.length ? params.goals : undefined,
      referralCode: params.referralCode,
      next: continueTo,
    };
  }

  const onSubmit = form.handleSubmit(async (v) => {
    const { user } = await authRequests.register({ ...request(v), recaptcha_token: await captchaToken() });
    track('sign_up_completed', { section: v.section ?? params.section ?? null });
    // The sign-up page's guard leads a signed-in visitor to ?redirect=: point it at the next step
    // first; the session is set once the router has committed that URL (its updates are
    // transitions, so setting both at once could let the guard see the old URL and go to Today).
    const next = new URLSearchParams(location.search);
    next.set('redirect', continueTo);
    setRegistered(user);
    await navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true });
  });

  useEffect(() => {
    if (registered && search.get('redirect') === continueTo) setUser(registered);
  }, [registered, search, continueTo, setUser]);

  return (
    <AuthCard title={title ?? t('common:auth.registerTitle')} intro={intro ?? t('common:auth.registerIntro')}>
      {header}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="register-form">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        {askLanguage ? (
          <LanguageChoice value={values.section} onChange={(v) => form.setField('section', v)} error={errors.section} />
        ) : (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800" data-testid="register-language">
            {t('funnel:register.learning', { language: t(`funnel:sections.${params.section}`) })}
            {params.level ? ` ${t('funnel:register.atLevel', { level: params.level })}` : ''}
          </p>
        )}
        <TextField
          label={t('common:auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={(v) => form.setField('firstName', v)}
          error={errors.firstName}
        />
        <TextField
          label={t('common:auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={errors.email}
        />
        <PasswordField
          label={t('common:auth.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('common:auth.passwordHint')}
          value={values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={errors.password}
        />
        <ConsentFields values={values} errors={errors} onChange={(name, value) => form.setField(name, value)} />
        <Button type="submit" busy={form.submitting}>
          {t('common:auth.createAccount')}
        </Button>
        <p className="text-center text-sm text-slate-700">
          {t('common:auth.haveAccount')} {/* Logging in instead keeps the next step: the login page leads to ?redirect=. */}
          <AreaLink to={login} params={{ locale, redirect: continueTo }} className={linkClass}>
            {t('common:auth.signInInstead')}
          </AreaLink>
        </p>
      </form>
      <SocialLoginButtons intent="register" />
    </AuthCard>
  );
}

/** The six languages as radio cards; nothing is preselected: the visitor says which. */
function LanguageChoice({ value, onChange, error }: { value: string; onChange: (v: SectionSlug) => void; error?: string }) {
  const { t } = useTranslation('funnel');
  const errorId = error ? 'register-section-error' : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-1 font-medium text-slate-900">{t('register.chooseLanguage')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {SECTION_SLUGS.map((slug) => (
          <label
            key={slug}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name="section"
              value={slug}
              checked={value === slug}
              onChange={() => onChange(slug)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {t(`sections.${slug}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
