import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginScreen } from '../../../features/identity/login-screen.tsx';
import { LogoutScreen } from '../../../features/identity/logout-screen.tsx';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { adminArea, adminPaths } from '../area-config.ts';

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
  const locale = useLocale();
  const sections = [
    { path: adminPaths.students, key: 'students' },
    { path: adminPaths.classes, key: 'classes' },
    { path: adminPaths.teachers, key: 'teachers' },
    { path: adminPaths.reports, key: 'reports' },
  ] as const;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="text-lg text-slate-800">{t('home.welcome', { firstName: user?.firstName ?? '' })}</p>
      <ul className="grid gap-4 smw:grid-cols-2">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              to={buildPath(section.path, { locale })}
              className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-teal-700 focus-visible:outline-2"
            >
              <span className="font-semibold text-slate-900">{t(`nav.${section.key}`)}</span>
              <span className="text-sm text-slate-700">{t(`home.${section.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
