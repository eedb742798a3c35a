import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true from then
 * on and in every page rendered in the browser (decision 054). Controls that would lose what a
 * visitor typed before hydration stay disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
