import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from './area-config.ts';

/** Nav lists only pages that exist; the other tabs (000 §2) join as their features land. */
export function TeacherLayout() {
  const { t } = useTranslation('teacher');
  const locale = useLocale();
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  const home = buildPath(teacherPaths.home, { locale });
  return (
    <AreaLayout
      brandHref={home}
      brandLabel={t('brand')}
      nav={signedIn ? [{ to: home, label: t('nav.home') }] : []}
      account={
        signedIn
          ? {
              name: user.firstName || user.email,
              items: [{ to: buildPath(teacherPaths.logout, { locale }), label: t('common:nav.logOut') }],
            }
          : null
      }
      guestLinks={status === 'unauthenticated' ? [{ to: buildPath(teacherPaths.login, { locale }), label: t('nav.logIn') }] : []}
    />
  );
}
