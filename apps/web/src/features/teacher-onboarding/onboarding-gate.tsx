import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { openWhileWaiting, teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { GateBanner } from '../../shared/ui/gate-banner.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { ONBOARDING_GATE, ONBOARDING_TYPENAMES } from './gate-documents.ts';

/** Home and the work pages send a teacher still onboarding into the flow. */
export function isOpenWhileOnboarding(pathname: string): boolean {
  return openWhileWaiting(pathname, { home: false });
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
      <GateBanner namespace="teacherOnboarding" tone="info" to={flow} />
      {children}
    </>
  );
}
