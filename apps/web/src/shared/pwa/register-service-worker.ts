import { areaBasename } from '../config/runtime-config.ts';

/**
 * Registers the area's service worker (`<base>/sw.js`, scope `<base>/`, decision 108). Loaded lazily
 * by start-installable-app.ts, after the page is up.
 */
export function registerServiceWorker(area: 'learn' | 'teacher'): void {
  if (!window.isSecureContext) return;
  const base = areaBasename(area);
  navigator.serviceWorker.register(`${base}/sw.js`, { scope: `${base}/`, updateViaCache: 'none' }).catch((error: unknown) => {
    // The app works without its worker (no offline, no push): said in the console only.
    console.warn('[service worker] not registered', error);
  });
}
