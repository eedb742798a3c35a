import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { openWhileWaiting } from '../../shared/routing/teacher-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { GateBanner } from '../../shared/ui/gate-banner.tsx';
import { ACCOUNT_TYPENAMES, PENDING_AGREEMENTS } from './gate-documents.ts';

/** Home stays open while agreements wait (keeping the account up to date is not work). */
export function isOpenBehindTheGate(pathname: string): boolean {
  return openWhileWaiting(pathname, { home: true });
}

/**
 * The agreement gate (decision 015): while the current version of a required agreement waits for
 * the signed-in teacher's acceptance, work pages send them to terms/{agreementId} (and back to
 * where they were going afterwards); open pages show a notice linking to it. The server refuses
 * their work meanwhile as well.
 */
export function AgreementGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const locale = useLocale();
  const location = useLocation();
  const teacher = status === 'authenticated' && Boolean(user?.roles.includes('teacher'));
  const [result] = useQuery({ query: PENDING_AGREEMENTS, pause: !teacher, context: ACCOUNT_TYPENAMES });
  const next = teacher ? result.data?.teacherAccount.pendingAgreements[0] : undefined;
  if (!next) return children;
  const terms = (redirect?: string) => buildPath('/:locale/terms/:agreementId', { locale, agreementId: next.id, redirect });
  if (!isOpenBehindTheGate(location.pathname)) return <Navigate replace to={terms(`${location.pathname}${location.search}`)} />;
  // The terms pages and the onboarding flow (whose agreements step leads to them) say it themselves.
  const onTerms = /\/((view\/)?terms|onboarding)(\/|$)/.test(location.pathname);
  return (
    <>
      {onTerms ? null : <GateBanner namespace="teacherAccount" tone="warning" to={terms()} />}
      {children}
    </>
  );
}
