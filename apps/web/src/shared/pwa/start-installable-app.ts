/**
 * The installable app's only first-load code (decision 108): it holds the browser's install offer
 * (`beforeinstallprompt` can come before anything lazy has loaded) and, once the page has loaded and
 * the browser is idle, loads the module that registers the service worker.
 */
let heldOffer: Event | null = null;
const offerListeners = new Set<() => void>();

export function heldInstallOffer(): Event | null {
  return heldOffer;
}

export function releaseInstallOffer(): void {
  heldOffer = null;
  for (const listener of offerListeners) listener();
}

export function onInstallOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

export function startInstallableAppLater(area: 'learn' | 'teacher'): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-infobar: the page offers it at its moment.
    event.preventDefault();
    heldOffer = event;
    for (const listener of offerListeners) listener();
  });
  window.addEventListener('appinstalled', releaseInstallOffer);
  const start = () => {
    void import('./register-service-worker.ts').then((worker) => worker.registerServiceWorker(area));
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
