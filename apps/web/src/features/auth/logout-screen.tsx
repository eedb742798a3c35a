import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import type { AreaTarget } from '../../shared/routing/area-context.tsx';
import { AreaLink } from '../../shared/routing/area-link.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';

/** The logout page (access All): ends the session on the server, then says so. */
export function LogoutScreen({ login }: { login: AreaTarget }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { logout } = useAuth();
  const [done, setDone] = useState(false);
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => setDone(true));
  }, [logout]);

  if (!done) return <PageSpinner />;
  return (
    <AuthCard title={t('auth.loggedOutTitle')} intro={t('auth.loggedOutIntro')}>
      <AreaLink to={login} params={{ locale }} className={buttonClass('primary', 'w-full')}>
        {t('auth.logInAgain')}
      </AreaLink>
    </AuthCard>
  );
}
