import { useLayoutEffect, useState } from 'react';
import { whenHydrationSettled } from './hydration-settled.ts';

/**
 * False on a component's first render, true from its layout effect on (before the browser paints):
 * while a page prerendered at build time is hydrated the first render matches the markup, and a
 * page rendered in the browser never shows the false state (decision 054). Controls that would lose
 * what a visitor typed before hydration stay disabled until then. A per-component state rather than
 * React's server snapshot of `useSyncExternalStore`: Preact, the public entry's runtime (decision
 * 106), hydrates lazy pages after their siblings and does not tell the two snapshots apart. During
 * the public entry's hydration it turns true in the task after it (`hydration-settled.ts`, decision 122).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => whenHydrationSettled(() => setHydrated(true)), []);
  return hydrated;
}
