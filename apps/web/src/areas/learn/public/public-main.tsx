import '../../../styles.css';
import { hydrateRoot } from 'react-dom/client';
import { AreaBrowserRouter, createAreaHistory } from '../../../shared/app/area-browser-router.tsx';
import { matchRoutes } from 'react-router';
import { AreaRoutes } from '../../../shared/app/area-routes.tsx';
import { beginHydration, settleHydration } from '../../../shared/app/hydration-settled.ts';
import { preloadPagesIn } from '../../../shared/app/lazy-page.ts';
import { areaBasename } from '../../../shared/config/runtime-config.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import common from '../../../shared/i18n/locales/en/common.json';
import learn from '../../../shared/i18n/locales/en/learn.json';
import site from '../../../shared/i18n/locales/en/site.json';
import { localeOfPath } from '../../../shared/i18n/locale.ts';
import { startTelemetryWhenIdle } from '../../../shared/telemetry/telemetry-loader.ts';
import { learnArea } from '../area-config.ts';
import { PublicRoot } from './public-root.tsx';
import { publicRoutes } from './public-routes.tsx';

/**
 * The public entry (decision 092): hydrates the pages prerendered for signed-out visitors
 * (landing, login, register, pricing, language and site pages). The server sends it only with a
 * prerendered page, so there is always markup to hydrate; the learn area (basename '') has every
 * other page, reached with a full page load (`ToLearnArea`).
 */
const basename = areaBasename(learnArea.area);
const i18n = initI18n({
  locale: localeOfPath(window.location.pathname.slice(basename.length) || '/'),
  namespace: 'learn',
  english: { common, learn, site },
});
const areaHistory = createAreaHistory();
// Visitors' page views and the sign-up steps are sent from here too, and their errors reported (decision 103).
startTelemetryWhenIdle(learnArea.area, areaHistory);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const page = root;

function hydrate() {
  beginHydration();
  hydrateRoot(
    page,
    <PublicRoot config={learnArea} i18n={i18n}>
      <AreaBrowserRouter areaHistory={areaHistory} basename={basename}>
        <AreaRoutes routes={publicRoutes} />
      </AreaBrowserRouter>
    </PublicRoot>,
    // No onRecoverableError: this entry runs on Preact (decision 106), which neither reports nor repairs a
    // mismatch; the first client render must equal the prerendered markup (prerendered-pages.spec.ts).
  );
  // What changes once hydrated renders in the next task, not inside the hydration's (decision 122).
  setTimeout(settleHydration, 0);
}

// Nothing may suspend while the prerendered markup is hydrated (decision 106: Preact resumes a
// suspended hydration unreliably): first the path's lazy pages and the namespaces the prerender saw
// the page read. A failed load hydrates anyway; the page then suspends as before.
const path = window.location.pathname.slice(basename.length) || '/';
const namespaces = (page.dataset.namespaces ?? '').split(' ').filter(Boolean);
Promise.all([
  i18n.loadNamespaces(namespaces),
  ...(matchRoutes(publicRoutes, path) ?? []).map((match) => preloadPagesIn(match.route.element)),
]).then(hydrate, hydrate);
