import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementGate } from '../../features/teacher-account/agreement-gate.tsx';
import { OnboardingGate } from '../../features/teacher-onboarding/onboarding-gate.tsx';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { LOGOUT_INTENT } from '../../shared/auth/logout-intent.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';

// "You are acting as ..." while an admin impersonates (decision 098): its own chunk, impersonated sessions only.
const ImpersonationBanner = lazy(async () => ({
  default: (await import('../../features/impersonation/impersonation-banner.tsx')).ImpersonationBanner,
}));

// The bell (issue 20): its own chunk, loaded once a teacher is signed in.
const TeacherNotificationBell = lazy(async () => ({
  default: (await import('../../features/teacher-notifications/teacher-notification-bell.tsx')).TeacherNotificationBell,
}));

/**
 * The teacher layout behind two gates: for a teacher not onboarded yet, the first-login flow
 * (decision 072), and the agreements (decision 015: terms to accept before working).
 */
export function TeacherLayout() {
  return (
    // Onboarding first: a teacher still onboarding meets the agreements as one of its steps.
    <OnboardingGate>
      <AgreementGate>
        <TeacherShell />
      </AgreementGate>
    </OnboardingGate>
  );
}

/** The tabs of 000 §2: home, bookClasses, mySchedule, payments, learning material; profile in the account menu. */
function TeacherShell() {
  const { t } = useTranslation('teacher');
  const locale = useLocale();
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  const home = buildPath(teacherPaths.home, { locale });
  return (
    <>
      {signedIn && user.impersonatedBy ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <AreaLayout
        brandHref={home}
        brandLabel={t('brand')}
        nav={
          signedIn
            ? [
                { to: home, label: t('nav.home') },
                { to: buildPath(teacherPaths.booking, { locale }), label: t('nav.booking') },
                { to: buildPath(teacherPaths.schedule, { locale }), label: t('nav.schedule') },
                { to: buildPath(teacherPaths.payments, { locale }), label: t('nav.payments') },
                { to: buildPath(teacherPaths.learningMaterial, { locale }), label: t('nav.learningMaterial') },
              ]
            : []
        }
        account={
          signedIn
            ? {
                name: user.firstName || user.email,
                items: [
                  { to: buildPath(teacherPaths.profile, { locale }), label: t('nav.profile') },
                  { to: buildPath(teacherPaths.logout, { locale }), label: t('common:nav.logOut'), state: LOGOUT_INTENT },
                ],
              }
            : null
        }
        headerAction={
          signedIn && user.roles.includes('teacher') ? (
            <Suspense fallback={null}>
              <TeacherNotificationBell />
            </Suspense>
          ) : null
        }
        guestLinks={status === 'unauthenticated' ? [{ to: buildPath(teacherPaths.login, { locale }), label: t('nav.logIn') }] : []}
      />
    </>
  );
}
