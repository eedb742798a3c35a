import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { LOGOUT_INTENT } from '../../shared/auth/logout-intent.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { adminPaths } from './area-config.ts';

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  const home = buildPath(adminPaths.home, { locale });
  return (
    <AreaLayout
      brandHref={home}
      brandLabel={t('brand')}
      navLayout="side"
      nav={
        signedIn
          ? [
              { to: home, label: t('nav.dashboard'), group: t('nav.groups.school') },
              { to: buildPath(adminPaths.students, { locale }), label: t('nav.students') },
              { to: buildPath(adminPaths.classes, { locale }), label: t('nav.classes') },
              // The teacher pages (applications, appeals, hour requests) have their own tabs.
              { to: buildPath(adminTeacherPaths.list, { locale }), label: t('nav.teachers') },
              // `end`: the challenges page sits under /content and is an entry of its own.
              { to: buildPath(adminPaths.content, { locale }), label: t('nav.lessons'), group: t('nav.groups.content'), end: true },
              { to: buildPath(adminPaths.reports, { locale }), label: t('nav.reports') },
              { to: buildPath(adminPaths.challenges, { locale }), label: t('nav.challenges') },
              { to: buildPath(adminPaths.commerce, { locale }), label: t('nav.commerce'), group: t('nav.groups.money') },
              { to: buildPath(adminPaths.flags, { locale }), label: t('nav.flags'), group: t('nav.groups.system') },
              { to: buildPath(adminPaths.auditLog, { locale }), label: t('nav.auditLog') },
              { to: buildPath(adminPaths.analytics, { locale }), label: t('nav.analytics') },
              { to: buildPath(adminPaths.errors, { locale }), label: t('nav.errors') },
              { to: buildPath(adminPaths.admins, { locale }), label: t('nav.admins') },
            ]
          : []
      }
      account={
        signedIn
          ? {
              name: user.firstName || user.email,
              items: [{ to: buildPath(adminPaths.logout, { locale }), label: t('common:nav.logOut'), state: LOGOUT_INTENT }],
            }
          : null
      }
    />
  );
}
