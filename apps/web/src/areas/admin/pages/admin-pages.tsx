import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../../../features/auth/login-screen.tsx';
import { LogoutScreen } from '../../../features/auth/logout-screen.tsx';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
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

export function HomePage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-10">
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="text-lg text-slate-800">{t('home.welcome', { firstName: user?.firstName ?? '' })}</p>
    </div>
  );
}
