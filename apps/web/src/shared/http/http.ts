import { ACCESS_EXPIRY_COOKIE } from '@parla/contracts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { notify } from '../notifications/notification-store.ts';
import { readSessionCookie } from './cookies.ts';
import { createHttpClient } from './http-client.ts';
import { fetchLearningServerClock, serverNow } from './server-clock.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** The app's one HTTP client, wired to the browser. */
export const http = createHttpClient({
  fetch: fetchLearningServerClock,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // The expiry cookie is on the server's clock (see server-clock.ts).
  now: serverNow,
  readExpiryCookie: () => readSessionCookie(ACCESS_EXPIRY_COOKIE),
  locale: currentLocale,
  releaseId: () => runtimeConfig().releaseId,
  onUnauthorized: handleUnauthorized,
  notify: (message) => notify(message.type, message.text),
});
