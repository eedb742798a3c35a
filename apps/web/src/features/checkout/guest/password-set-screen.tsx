import type { PasswordSetLink } from '@parla/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { HttpError } from '../../../shared/http/http-error.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { areaUrl } from '../../../shared/routing/area-url.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { guestRequests } from './guest-requests.ts';

type LinkState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'valid'; link: PasswordSetLink };

/**
 * `/{locale}/password/set/{token}` (001 §2): the first password of an account created without one
 * (a guest after checkout, a team member, a student the school created). The link is checked
 * first, so a spent or old one says so before any typing; on success this browser is signed in.
 */
export function PasswordSetScreen() {
  const { t } = useTranslation('pricing');
  const token = useParams().token ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to check again
  useEffect(() => {
    let active = true;
    setState({ kind: 'checking' });
    guestRequests.checkPasswordSetLink(token).then(
      (link) => active && setState({ kind: 'valid', link }),
      (error) => active && setState({ kind: error instanceof HttpError && error.status < 500 ? 'invalid' : 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      {state.kind === 'checking' ? (
        <div aria-busy="true" className="flex flex-col gap-6">
          <PageTitle>{t('passwordSet.title')}</PageTitle>
          <Skeleton lines={4} className="rounded-2xl border border-slate-200 bg-white p-5" />
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <PageTitle>{t('passwordSet.title')}</PageTitle>
          <Alert>{t('passwordSet.loadFailed')}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => setAttempt((n) => n + 1)}>
            {t('passwordSet.retry')}
          </Button>
        </>
      ) : null}
      {state.kind === 'invalid' ? <InvalidLink /> : null}
      {state.kind === 'valid' ? <PasswordSetForm token={token} link={state.link} onInvalid={() => setState({ kind: 'invalid' })} /> : null}
    </div>
  );
}

function InvalidLink() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  return (
    <>
      <PageTitle>{t('passwordSet.invalidTitle')}</PageTitle>
      <p className="text-slate-700">{t('passwordSet.invalidIntro')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath('/:locale/forgot-password', { locale })} className={buttonClass('primary')}>
          {t('passwordSet.requestNew')}
        </Link>
        <Link to={buildPath(studentPaths.publicLogin, { locale })} className={buttonClass('secondary')}>
          {t('passwordSet.logIn')}
        </Link>
      </div>
    </>
  );
}

function PasswordSetForm({ token, link, onInvalid }: { token: string; link: PasswordSetLink; onInvalid: () => void }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const form = useForm(
    { firstName: link.firstName, lastName: link.lastName, password: '', passwordConfirmation: '' },
    {
      schema: () => import('./guest-schemas.ts').then((m) => m.passwordSetInput),
      toInput: (v) => ({
        password: v.password,
        passwordConfirmation: v.passwordConfirmation,
        ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
        ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
      }),
    },
  );
  const { values, errors } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    let signedIn: Awaited<ReturnType<typeof guestRequests.setPassword>>['user'];
    try {
      const { user } = await guestRequests.setPassword(token, {
        password: v.password,
        passwordConfirmation: v.passwordConfirmation,
        firstName: v.firstName.trim() || undefined,
        lastName: v.lastName.trim() || undefined,
      });
      signedIn = user;
    } catch (error) {
      // The link was spent or ran out while the form was open.
      if (error instanceof HttpError && error.status === 400) return onInvalid();
      throw error;
    }
    notify('success', t('passwordSet.done'));
    // An admin invited by the back office (decision 105) works there, not in the student area:
    // a full page load into the admin area, before the student area reacts to a non-student.
    if (signedIn.roles.includes('admin') && !signedIn.roles.includes('student')) {
      window.location.assign(areaUrl('admin', `/${locale}/home`));
      return;
    }
    setUser(signedIn);
    navigate(buildPath(studentPaths.today, { locale }), { replace: true });
  });

  return (
    <>
      <PageTitle>{t('passwordSet.title')}</PageTitle>
      <p className="text-slate-700">
        {link.isGuest ? t('passwordSet.introGuest', { email: link.email }) : t('passwordSet.introCreated', { email: link.email })}
      </p>
      <form
        ref={form.formRef}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('promote.firstName')}
            name="firstName"
            autoComplete="given-name"
            hint={t('promote.optional')}
            value={values.firstName}
            onValueChange={(v) => form.setField('firstName', v)}
            error={errors.firstName}
          />
          <TextField
            label={t('promote.lastName')}
            name="lastName"
            autoComplete="family-name"
            hint={t('promote.optional')}
            value={values.lastName}
            onValueChange={(v) => form.setField('lastName', v)}
            error={errors.lastName}
          />
        </div>
        <PasswordField
          label={t('promote.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('promote.passwordHint')}
          value={values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={errors.password}
        />
        <PasswordField
          label={t('passwordSet.repeat')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={values.passwordConfirmation}
          onValueChange={(v) => form.setField('passwordConfirmation', v)}
          error={errors.passwordConfirmation}
        />
        <Button type="submit" busy={form.submitting} className="self-start">
          {t('passwordSet.submit')}
        </Button>
      </form>
    </>
  );
}
