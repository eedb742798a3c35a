import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { ACCOUNT_TYPENAMES, PENDING_AGREEMENTS } from './gate-documents.ts';

/**
 * Pages that stay open while agreements wait: home, the onboarding flow (accepting them is one of
 * its steps), the profile (keeping the account up to date is not work), the terms themselves,
 * leaving, errors and the public pages. Everything else (booking, classes, schedule, payments,
 * learning material, documents) is work.
 */
const OPEN_PATHS =
  /^\/[a-z]{2}(\/(home|onboarding(\/[^/]+)?|profile(\/[^/]+)?|terms\/[^/]+|view\/terms\/[^/]+|teacher-logout|teacher-internal-error|become-a-teacher|teacher-login|teacher-forgot-password(\/thank-you)?|resetting\/reset\/[^/]+))?\/?$/;

export function isOpenBehindTheGate(pathname: string): boolean {
  return OPEN_PATHS.test(pathname);
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
      {onTerms ? null : (
        // Its own boundary: the notice's strings load lazily and must not hold up the page.
        <Suspense fallback={null}>
          <GateNotice to={terms()} />
        </Suspense>
      )}
      {children}
    </>
  );
}

function GateNotice({ to }: { to: string }) {
  const { t } = useTranslation('teacherAccount');
  return (
    <section aria-label={t('gate.label')} className="border-b border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="mx-auto max-w-6xl text-sm">
        {t('gate.notice')}{' '}
        <Link to={to} className="font-semibold underline">
          {t('gate.link')}
        </Link>
      </p>
    </section>
  );
}
