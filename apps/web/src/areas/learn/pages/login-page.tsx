import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../../../features/identity/login-screen.tsx';
import { learnPaths } from '../area-config.ts';

/** Its own module so the public entry's login chunk holds the login only (decision 092); auth-pages re-exports it. */
export function LoginPage() {
  const { t } = useTranslation('learn');
  return (
    <LoginScreen
      area="learn"
      title={t('auth.loginTitle')}
      forgotPassword={{ area: 'learn', path: learnPaths.forgotPassword }}
      register={{ area: 'learn', path: learnPaths.register }}
    />
  );
}
