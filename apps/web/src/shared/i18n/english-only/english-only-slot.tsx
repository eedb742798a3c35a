import { isLandingOnlyLocale } from '@parla/contracts';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import { useLocale } from '../../routing/use-locale.ts';

// Its own chunk (with the few sentences it needs), loaded only on a signed-in page in a landing-only language.
const EnglishOnlyNotice = lazy(async () => ({ default: (await import('./english-only-notice.tsx')).EnglishOnlyNotice }));

/**
 * Where a signed-in area's layout may show the English-only notice (issue 21): for a signed-in user
 * on a page whose locale is landing-only. `signedInPage` is false for the learn area's public pages,
 * which exist in those languages.
 */
export function EnglishOnlyNoticeSlot({ signedInPage = true }: { signedInPage?: boolean }) {
  const locale = useLocale();
  const { status, user } = useAuth();
  if (!signedInPage || status !== 'authenticated' || !user || !isLandingOnlyLocale(locale)) return null;
  return (
    <Suspense fallback={null}>
      <EnglishOnlyNotice locale={locale} userId={user.id} student={user.roles.includes('student')} />
    </Suspense>
  );
}
