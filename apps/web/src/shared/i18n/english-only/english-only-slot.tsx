import { isLandingOnlyLocale } from '@parla/contracts';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import { useLocale } from '../../routing/use-locale.ts';

// Its own chunk (the few sentences it needs and its catalogue), loaded only for a signed-in user in a landing-only language.
const EnglishOnlyNotice = lazy(async () => ({ default: (await import('./english-only-notice.tsx')).EnglishOnlyNotice }));

/** Where every area's layout may show the English-only notice (issue 21): signed in, on a landing-only locale (it, pl, tr, br). */
export function EnglishOnlyNoticeSlot() {
  const locale = useLocale();
  const { user } = useAuth();
  if (!user || !isLandingOnlyLocale(locale)) return null;
  return (
    <Suspense fallback={null}>
      <EnglishOnlyNotice locale={locale} userId={user.id} student={user.roles.includes('student')} />
    </Suspense>
  );
}
