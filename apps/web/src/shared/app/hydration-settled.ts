/**
 * When a page hydrated from prerendered markup counts as hydrated (decision 122). The public entry
 * hydrates the markup and then, in a task of its own, lets `useHydrated` turn true: what changes once
 * hydrated (enabled controls, the page's data requests, the query string read) renders after the
 * hydration task instead of inside it. Hydration and that first update were one 350-500 ms task on
 * the pricing page under Lighthouse's mobile CPU, all of it blocking time. The markup is already
 * painted as built, so nothing on screen waits for it. Outside that window (the learn area's React
 * roots, a page reached later) components turn hydrated in their layout effect as before.
 */
let hydrating = false;
const waiting = new Set<() => void>();

/** Called by an entry right before it hydrates prerendered markup. */
export function beginHydration(): void {
  hydrating = true;
}

/** Called by that entry in the task after hydration: every component hydrated so far turns hydrated, in one render. */
export function settleHydration(): void {
  hydrating = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Runs `callback` now, or once the hydration in progress has settled; returns the cancel. */
export function whenHydrationSettled(callback: () => void): () => void {
  if (!hydrating) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
