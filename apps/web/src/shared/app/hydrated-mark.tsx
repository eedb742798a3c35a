import { useEffect } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Marks `<html data-hydrated>` once the root's tree has committed in the browser and counts as
 * hydrated (`useHydrated`: the controls it gates are enabled): a signal for the e2e suite that does
 * not depend on the runtime's private fields (the public entry runs on Preact, decision 106).
 * Renders nothing; place it last inside the root's Suspense boundary.
 */
export function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}
