import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';
import { authRequests } from './auth-requests.ts';

/** Opened from the confirmation e-mail (`?token=`); works signed in or not. */
export function EmailVerificationScreen({ continueTo }: { continueTo: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { user, setUser } = useAuth();
  const [state, setState] = useState<'checking' | 'verified' | 'invalid'>(token ? 'checking' : 'invalid');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    authRequests.verifyEmail(token).then(
      (result) => {
        if (user && result.user.id === user.id) setUser(result.user);
        setState('verified');
      },
      () => setState('invalid'),
    );
  }, [token, user, setUser]);

  if (state === 'checking') return <PageSpinner />;
  const verified = state === 'verified';
  return (
    <AuthCard
      title={verified ? t('auth.emailVerifiedTitle') : t('auth.emailInvalidTitle')}
      intro={verified ? t('auth.emailVerifiedIntro') : t('auth.emailInvalidIntro')}
    >
      <AreaLink to={continueTo} params={{ locale }} className={buttonClass('primary', 'w-full')}>
        {t('auth.continue')}
      </AreaLink>
    </AuthCard>
  );
}
