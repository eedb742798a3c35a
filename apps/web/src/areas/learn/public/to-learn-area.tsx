import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

/**
 * A path the public entry does not hold (a signed-in page, a funnel, checkout, an unknown path):
 * the learn area's entry has it, so leave with a full page load. The server answers every path
 * outside the prerendered set (and every path for a signed-in visitor) with the learn entry, so
 * this cannot loop (decision 092). Router state does not survive a page load: no link from a
 * public page to a learn-only page passes any.
 */
export function ToLearnArea() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageSpinner />;
}
