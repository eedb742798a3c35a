import { safeNextPath } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { http } from '../../shared/http/http.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';

/**
 * account/email-verification (001 §2). Opened from the confirmation e-mail (`?token=`), it
 * confirms the address; opened from the Today reminder, it shows the state (which address,
 * confirmed or not) and sends the link again, within the server's quota (3 an hour).
 */
export function EmailVerificationScreen({ continueTo, login }: { continueTo: AreaTarget; login: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { user, status, setUser } = useAuth();
  const [linkState, setLinkState] = useState<'none' | 'checking' | 'verified' | 'invalid'>(token ? 'checking' : 'none');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    authRequests.verifyEmail(token).then(
      (result) => {
        if (user && result.user.id === user.id) setUser(result.user);
        setLinkState('verified');
      },
      () => setLinkState('invalid'),
    );
  }, [token, user, setUser]);

  if (linkState === 'checking' || status === 'unknown') return <PageSpinner />;
  if (linkState === 'verified') {
    // A registration funnel's next step (a purchase) rides in the link: continue there (decision 064).
    const next = safeNextPath(search.get('next'));
    return (
      <AuthCard title={t('auth.emailVerifiedTitle')} intro={t('auth.emailVerifiedIntro')}>
        <AreaLink
          to={next ? { ...continueTo, path: next } : continueTo}
          params={next ? {} : { locale }}
          className={buttonClass('primary', 'w-full')}
        >
          {t('auth.continue')}
        </AreaLink>
      </AuthCard>
    );
  }
  const invalidLink = linkState === 'invalid';
  if (!user) {
    return (
      <AuthCard
        title={invalidLink ? t('auth.emailInvalidTitle') : t('auth.verification.title')}
        intro={invalidLink ? t('auth.emailInvalidIntro') : t('auth.verification.signInToSee')}
      >
        <AreaLink to={login} params={{ locale }} className={buttonClass('primary', 'w-full')}>
          {t('auth.logIn')}
        </AreaLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={invalidLink ? t('auth.emailInvalidTitle') : t('auth.verification.title')}>
      <div className="flex flex-col gap-5" data-testid="email-verification-state" data-verified={user.verified}>
        {user.verified ? (
          <p className="text-slate-800">{t('auth.verification.verified', { email: user.email })}</p>
        ) : (
          <Resend email={user.email} />
        )}
        <AreaLink to={continueTo} params={{ locale }} className={buttonClass(user.verified ? 'primary' : 'secondary', 'w-full')}>
          {t('auth.continue')}
        </AreaLink>
      </div>
    </AuthCard>
  );
}

function Resend({ email }: { email: string }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await http.post('/api/users/resend-confirmation', {});
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">{t('auth.verification.notVerified', { email })}</p>
      <p className="text-sm text-slate-700">{t('auth.verification.checkSpam')}</p>
      {state.kind === 'sent' ? <Alert tone="success">{t('auth.verification.sent', { email })}</Alert> : null}
      {state.kind === 'failed' ? <Alert>{state.message}</Alert> : null}
      <Button busy={state.kind === 'sending'} onClick={() => void resend()}>
        {t('auth.verification.resend')}
      </Button>
    </div>
  );
}
