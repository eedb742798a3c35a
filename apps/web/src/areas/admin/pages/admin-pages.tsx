import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../../../features/identity/login-screen.tsx';
import { LogoutScreen } from '../../../features/identity/logout-screen.tsx';
import { adminArea } from '../area-config.ts';

/** Admins reset their password through the learn area's form (the reset link is area-neutral). */
const forgotPassword = { area: 'learn', path: '/:locale/forgot-password' } as const;

export function LoginPage() {
  const { t } = useTranslation('admin');
  return <LoginScreen area="admin" title={t('loginTitle')} forgotPassword={forgotPassword} />;
}

export function LogoutPage() {
  return <LogoutScreen login={adminArea.login} />;
}
