import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { hasLogoutIntent } from '../../shared/auth/logout-intent.ts';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * The logout page (access All). Reached from our own "Log out" control or after a lost
 * session (router state says so), it ends the session on the server (a POST) and says so.
 * Reached any other way (a link from another site), it asks first: a signed-in user sees a
 * "Log out" button, so visiting the URL never signs anyone out.
 */
export function LogoutScreen({ login }: { login: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { status, logout } = useAuth();
  const intended = hasLogoutIntent(useLocation().state);
  const [done, setDone] = useState(false);
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  const logOutNow = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => setDone(true));
  }, [logout]);

  useEffect(() => {
    if (intended) logOutNow();
  }, [intended, logOutNow]);

  if (!done && (intended || status === 'unknown')) return <PageSpinner />;
  if (!done && status === 'authenticated') {
    return (
      <AuthCard title={t('auth.logOutConfirmTitle')} intro={t('auth.logOutConfirmIntro')}>
        <Button type="button" className="w-full" onClick={logOutNow}>
          {t('nav.logOut')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.loggedOutTitle')} intro={t('auth.loggedOutIntro')}>
      <AreaLink to={login} params={{ locale }} className={buttonClass('primary', 'w-full')}>
        {t('auth.logInAgain')}
      </AreaLink>
    </AuthCard>
  );
}
