import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, type ErrorStatus } from './error-page.tsx';

/** The router's errorElement: a crash or a thrown response, shown outside the layout that failed. */
export function RouteError() {
  const error = useRouteError();
  let status: ErrorStatus = 500;
  if (isRouteErrorResponse(error)) status = error.status === 404 ? 404 : error.status === 400 ? 400 : 500;
  else console.error(error);
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <ErrorPage status={status} />
    </main>
  );
}
