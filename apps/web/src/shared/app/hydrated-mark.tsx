import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the root's tree has committed in the browser: a signal for the
 * e2e suite that does not depend on the runtime's private fields (the public entry runs on Preact,
 * decision 106). Renders nothing; place it last inside the root's Suspense boundary.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
