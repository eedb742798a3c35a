import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { useArea } from './area-context.tsx';
import { areaUrl } from './area-url.ts';
import { buildPath } from './build-path.ts';
import { safeRedirect } from './safe-redirect.ts';
import { useLocale } from './use-locale.ts';

/** 000 §2: Private needs a session, Public is for signed-out visitors (login pages), All is open. */
export type AccessLevel = 'private' | 'public' | 'all';

export function Access({ level, children }: { level: AccessLevel; children: ReactNode }) {
  const { status } = useAuth();
  const area = useArea();
  const locale = useLocale();
  const location = useLocation();
  const [search] = useSearchParams();

  if (level === 'all') return children;
  if (status === 'unknown') return <PageSpinner />;
  if (level === 'private' && status === 'unauthenticated') {
    const login = buildPath(area.login.path, { locale, redirect: `${location.pathname}${location.search}` });
    if (area.login.area !== area.area) return <ExternalRedirect href={areaUrl(area.login.area, login)} />;
    return <Navigate replace to={login} />;
  }
  if (level === 'public' && status === 'authenticated') {
    // Back to the page that asked for the login, or the area's home.
    return <Navigate replace to={safeRedirect(search.get('redirect')) ?? buildPath(area.home.path, { locale })} />;
  }
  return children;
}

/** Another area is another bundle: leave with a full page load. */
function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => window.location.assign(href), [href]);
  return <PageSpinner />;
}
