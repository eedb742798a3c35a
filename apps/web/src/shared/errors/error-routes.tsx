import { useSearchParams } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { safeReturnPath } from './internal-error.ts';

/** Route elements for the catch-all 404 and the internal-error pages of every area. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** `internal-error?from=<path>`: where unexpected failures lead; "Try again" returns to `from`. */
export function InternalErrorPage() {
  const [search] = useSearchParams();
  return <ErrorPage status={500} retryTo={safeReturnPath(search.get('from'))} />;
}

export function BadRequestPage() {
  return <ErrorPage status={400} />;
}
