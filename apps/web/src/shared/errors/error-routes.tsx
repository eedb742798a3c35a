import { ErrorPage } from './error-page.tsx';

/** Route elements for the catch-all 404 and the internal-error pages of every area. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function InternalErrorPage() {
  return <ErrorPage status={500} />;
}

export function BadRequestPage() {
  return <ErrorPage status={400} />;
}
