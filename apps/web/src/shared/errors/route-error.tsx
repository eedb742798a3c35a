import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useArea } from '../routing/area-context.tsx';
import { useLocale } from '../routing/use-locale.ts';
import { ErrorPage } from './error-page.tsx';
import { internalErrorHref, isChunkLoadError, reloadOnceFor } from './internal-error.ts';

/**
 * What `RouteErrorBoundary` shows for a crash, outside the layout that failed. An unexpected failure
 * (a render error, or a page chunk that still fails after one reload) leads to the area's
 * internal-error page, whose "Try again" returns here (decision 068). Until then, and in an area
 * without that page, the 500 page shows in place. (Unknown paths are the route tables' `*` pages.)
 */
export function RouteError({ error }: { error: unknown }) {
  const area = useArea();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    console.error(error);
    const from = `${pathname}${search}`;
    if (isChunkLoadError(error) && reloadOnceFor(from)) return;
    if (area.internalError) navigate(internalErrorHref(area.internalError, locale, from), { replace: true });
  }, [error, area.internalError, locale, navigate, pathname, search]);

  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <ErrorPage status={500} />
    </main>
  );
}
