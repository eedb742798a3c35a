import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { ONBOARDING_GATE, ONBOARDING_TYPENAMES } from './gate-documents.ts';

/**
 * Pages a teacher still onboarding may open: the flow itself, the profile and terms pages its
 * steps lead to, leaving, errors and the public pages. Home and the work pages (booking, classes,
 * schedule, payments, learning material, documents) send them into the flow.
 */
const OPEN_PATHS =
  /^\/[a-z]{2}\/(onboarding(\/[^/]+)?|profile(\/[^/]+)?|terms\/[^/]+|view\/terms\/[^/]+|teacher-logout|teacher-internal-error|become-a-teacher|teacher-login|teacher-forgot-password(\/thank-you)?|resetting\/reset\/[^/]+)\/?$/;

export function isOpenWhileOnboarding(pathname: string): boolean {
  return OPEN_PATHS.test(pathname);
}

export function isOnboardingPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/onboarding(\/|$)/.test(pathname);
}

/**
 * The onboarding gate (issue 16, decision 072): a signed-in teacher who is not onboarded lands in
 * the first-login flow at the step they left, and the pages they cannot use yet say why. The
 * server holds the work itself (classes are only offered to onboarded teachers).
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const locale = useLocale();
  const location = useLocation();
  const teacher = status === 'authenticated' && Boolean(user?.roles.includes('teacher'));
  const [result] = useQuery({ query: ONBOARDING_GATE, pause: !teacher, context: ONBOARDING_TYPENAMES });
  // Held until the first answer: otherwise the agreement gate inside could send a teacher still
  // onboarding to the terms first. Later visits answer from urql's cache at once.
  if (teacher && !result.data && !result.error) return <PageSpinner />;
  const onboarding = teacher ? result.data?.teacherOnboarding : undefined;
  if (!onboarding || onboarding.isOnboarded) return children;
  const flow = buildPath(teacherPaths.onboarding, { locale, step: onboarding.nextStep ?? undefined });
  if (!isOpenWhileOnboarding(location.pathname)) return <Navigate replace to={flow} state={{ lockedFrom: location.pathname }} />;
  if (isOnboardingPath(location.pathname)) return children;
  return (
    <>
      {/* Its own boundary: the notice's strings load lazily and must not hold up the page. */}
      <Suspense fallback={null}>
        <OnboardingNotice to={flow} />
      </Suspense>
      {children}
    </>
  );
}

function OnboardingNotice({ to }: { to: string }) {
  const { t } = useTranslation('teacherOnboarding');
  return (
    <section aria-label={t('gate.label')} className="border-b border-sky-700 bg-sky-50 px-4 py-3 text-sky-950">
      <p className="mx-auto max-w-6xl text-sm">
        {t('gate.notice')}{' '}
        <Link to={to} className="font-semibold underline">
          {t('gate.link')}
        </Link>
      </p>
    </section>
  );
}
