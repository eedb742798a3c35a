import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { LOGOUT_INTENT } from '../../shared/auth/logout-intent.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { learnPaths } from './area-config.ts';
import { LanguageSwitcher } from './site/language-switcher.tsx';
import { SiteFooter } from './site/site-footer.tsx';

// The payment failed/pending banner (issue 5): its own chunk, loaded for signed-in students only.
const PaymentAttentionBanner = lazy(async () => ({
  default: (await import('../../features/subscriptions/payment-attention-banner.tsx')).PaymentAttentionBanner,
}));

// The notification bell (issue 18): its own chunk, loaded for signed-in students only.
const NotificationBell = lazy(async () => ({ default: (await import('../../features/today/notification-bell.tsx')).NotificationBell }));

// "You are acting as ..." while an admin impersonates (decision 098): its own chunk, impersonated sessions only.
const ImpersonationBanner = lazy(async () => ({
  default: (await import('../../features/impersonation/impersonation-banner.tsx')).ImpersonationBanner,
}));

// The product tour (issue 16): its own chunk, loaded for signed-in students only.
const ProductTour = lazy(async () => ({ default: (await import('../../features/product-tour/product-tour.tsx')).ProductTour }));

export function LearnLayout() {
  const { t } = useTranslation('learn');
  // A visitor's header and footer speak the page's language, also on the localized landing pages
  // (it, pl, br, tr, es, fr) that have no other catalogue: one small namespace, `site` (decision 068).
  const { t: ts } = useTranslation('site');
  const locale = useLocale();
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  const student = signedIn && user.roles.includes('student');
  // Store and Membership menu entries: their namespace loads without holding up the shell, and only
  // for a signed-in student (loading it would re-render a prerendered page while it hydrates, decision 054).
  const { t: tm } = useTranslation(signedIn ? 'membership' : 'learn', { useSuspense: false });
  return (
    <>
      {signedIn && user.impersonatedBy ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <PaymentAttentionBanner />
        </Suspense>
      ) : null}
      {student ? (
        <Suspense fallback={null}>
          <ProductTour />
        </Suspense>
      ) : null}
      <AreaLayout
        brandHref={buildPath(signedIn ? learnPaths.today : learnPaths.home, { locale })}
        brandLabel={t('common:app.brand')}
        nav={
          signedIn
            ? [
                { to: buildPath(learnPaths.today, { locale }), label: t('nav.today'), anchor: 'today' },
                { to: buildPath(learnPaths.classesRoot, { locale }), label: t('nav.myClasses'), anchor: 'classes' },
                { to: buildPath(learnPaths.courseRoot, { locale }), label: t('nav.myCourse'), anchor: 'course' },
                { to: buildPath(learnPaths.booking, { locale }), label: t('nav.book'), anchor: 'booking' },
                { to: buildPath(learnPaths.practice, { locale }), label: t('nav.practice'), anchor: 'practice' },
              ]
            : []
        }
        account={
          signedIn
            ? {
                name: user.firstName || user.email,
                items: [
                  { to: buildPath(learnPaths.store, { locale }), label: tm('menu.store', { defaultValue: 'Store' }) },
                  { to: buildPath(learnPaths.membership, { locale }), label: tm('menu.membership', { defaultValue: 'Membership' }) },
                  { to: buildPath(learnPaths.profile, { locale }), label: t('nav.profile') },
                  { to: buildPath(learnPaths.challenges, { locale }), label: t('nav.challenges') },
                  { to: buildPath(learnPaths.achievements, { locale }), label: t('nav.achievements') },
                  { to: buildPath(learnPaths.settings, { locale }), label: t('nav.settings') },
                  { to: buildPath(learnPaths.logout, { locale }), label: t('common:nav.logOut'), state: LOGOUT_INTENT },
                ],
              }
            : null
        }
        headerExtra={signedIn ? null : <LanguageSwitcher />}
        headerAction={
          student ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null
        }
        footer={<SiteFooter compact={Boolean(signedIn)} />}
        shellNamespace={signedIn ? 'common' : 'site'}
        guestLinks={
          status === 'unauthenticated'
            ? [
                { to: buildPath(learnPaths.login, { locale }), label: ts('nav.logIn') },
                { to: buildPath(learnPaths.register, { locale }), label: ts('nav.signUp'), primary: true },
              ]
            : []
        }
      />
    </>
  );
}
