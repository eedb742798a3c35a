import '../../styles.css';
import type { ResourceLanguage } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NavigateFunction, RouteObject } from 'react-router';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import { areaBasename } from '../config/runtime-config.ts';
import { ERRORS_NAMESPACE, errorText } from '../errors/error-text.ts';
import { createGraphqlClient, setErrorText } from '../graphql/graphql-client.ts';
import { setUnauthorizedHandler } from '../http/unauthorized.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { initI18n } from '../i18n/i18n.ts';
import { localeOfPath } from '../i18n/locale.ts';
import type { AreaConfig } from '../routing/area-context.tsx';
import { buildPath } from '../routing/build-path.ts';
import { startTelemetryWhenIdle } from '../telemetry/telemetry-loader.ts';
import { AreaBrowserRouter, createAreaHistory } from './area-browser-router.tsx';
import { AreaRoot } from './area-root.tsx';
import { AreaRoutes } from './area-routes.tsx';

interface MountOptions {
  config: AreaConfig;
  routes: RouteObject[];
  /** i18n namespace of the area; `common` is always there. */
  namespace: string;
  english: Record<string, ResourceLanguage>;
}

/** Every area starts the same way: config, i18n, GraphQL, auth, notifications, then its routes. */
export function mountArea({ config, routes, namespace, english }: MountOptions): void {
  const basename = areaBasename(config.area);
  const relativePath = window.location.pathname.slice(basename.length) || '/';
  const i18n = initI18n({ locale: localeOfPath(relativePath), namespace, english });
  setErrorText((error) => errorText(error, i18n.t));
  // The feed words errors outside any component: fetch their texts now rather than on the first failure.
  void i18n.loadNamespaces(ERRORS_NAMESPACE);

  // 000 §6: a lost session (401/403) leads to the area's logout page. The router hands over its
  // navigate once mounted; a session lost before that (no request has answered yet) waits for it.
  let navigate: NavigateFunction | undefined;
  let lostSession = false;
  const toLogout = () => {
    const logout = buildPath(config.logout.path, { locale: currentLocale() });
    const pathname = window.location.pathname.slice(basename.length) || '/';
    if (pathname !== logout) void navigate?.(logout, { state: LOGOUT_INTENT });
  };
  setUnauthorizedHandler(() => {
    lostSession = !navigate;
    if (navigate) toLogout();
  });
  const onNavigate = (next: NavigateFunction) => {
    navigate = next;
    if (lostSession) {
      lostSession = false;
      toLogout();
    }
  };

  const graphqlClient = createGraphqlClient();
  const areaHistory = createAreaHistory();
  // Error reports in every area, product events outside the back office (decision 097).
  startTelemetryWhenIdle(config.area, areaHistory);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const app = (
    <AreaRoot config={config} i18n={i18n} graphqlClient={graphqlClient}>
      <AreaBrowserRouter areaHistory={areaHistory} basename={basename}>
        <AreaRoutes routes={routes} onNavigate={onNavigate} />
      </AreaBrowserRouter>
    </AreaRoot>
  );
  // A page prerendered at build time (decision 054) is hydrated; every other page is rendered here.
  if (root.hasChildNodes()) {
    hydrateRoot(root, app, {
      // A mismatch makes React render the page again in the browser: say so, e2e fails on it.
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  } else createRoot(root).render(app);
}
