import { isLandingOnlyLocale } from '@parla/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { useArea } from '../../routing/area-context.tsx';
import { useLocale } from '../../routing/use-locale.ts';

// Its own chunk (with the few sentences it needs), loaded only on a signed-in page in a landing-only language.
const EnglishOnlyNotice = lazy(async () => ({ default: (await import('./english-only-notice.tsx')).EnglishOnlyNotice }));

/** The learn area's signed-in pages; its public pages exist in the landing-only languages. */
const STUDENT_AREA = /^\/[^/]+\/account(\/|$)/;

/**
 * Where an area's layout shows the English-only notice (issue 21): for a signed-in user on a
 * signed-in page whose locale is landing-only (it, pl, tr, br).
 */
export function EnglishOnlyNoticeSlot() {
  const locale = useLocale();
  const { area } = useArea();
  const { pathname } = useLocation();
  const { status, user } = useAuth();
  if (!isLandingOnlyLocale(locale) || status !== 'authenticated' || !user) return null;
  if (area === 'learn' && !STUDENT_AREA.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <EnglishOnlyNotice locale={locale} userId={user.id} student={user.roles.includes('student')} />
    </Suspense>
  );
}
