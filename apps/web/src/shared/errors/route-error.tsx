import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useArea } from '../routing/area-context.tsx';
import { useLocale } from '../routing/use-locale.ts';
import { ErrorPage, type ErrorStatus } from './error-page.tsx';
import { internalErrorHref, isChunkLoadError, reloadOnceFor } from './internal-error.ts';

/**
 * The router's errorElement: a crash or a thrown response. A thrown 404/400 shows its page here,
 * outside the layout that failed. An unexpected failure (a render error, or a page chunk that still
 * fails after one reload) leads to the area's internal-error page, whose "Try again" returns here
 * (decision 068). Until then, and in an area without that page, the 500 page shows in place.
 */
export function RouteError() {
  const error = useRouteError();
  const area = useArea();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const response = isRouteErrorResponse(error);
  let status: ErrorStatus = 500;
  if (response) status = error.status === 404 ? 404 : error.status === 400 ? 400 : 500;

  useEffect(() => {
    if (response) return;
    console.error(error);
    const from = `${pathname}${search}`;
    if (isChunkLoadError(error) && reloadOnceFor(from)) return;
    if (area.internalError) navigate(internalErrorHref(area.internalError, locale, from), { replace: true });
  }, [error, response, area.internalError, locale, navigate, pathname, search]);

  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <ErrorPage status={status} />
    </main>
  );
}
