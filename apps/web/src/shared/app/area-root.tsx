import type { i18n as I18n } from 'i18next';
import { HydratedMark } from './hydrated-mark.tsx';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Client, Provider as UrqlProvider } from 'urql';
import { AuthProvider } from '../auth/auth-context.tsx';
import { NotificationFeed } from '../notifications/notification-feed.tsx';
import { type AreaConfig, AreaProvider } from '../routing/area-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

interface AreaRootProps {
  config: AreaConfig;
  i18n: I18n;
  graphqlClient: Client;
  /** The router: RouterProvider in the browser, StaticRouterProvider when prerendering (decision 054). */
  children: ReactNode;
}

/** The providers every area page sits in; the browser and the build-time prerender share it so hydration matches. */
export function AreaRoot({ config, i18n, graphqlClient, children }: AreaRootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <UrqlProvider value={graphqlClient}>
          <AreaProvider config={config}>
            <AuthProvider>
              <Suspense fallback={<PageSpinner />}>
                {children}
                <NotificationFeed />
                <HydratedMark />
              </Suspense>
            </AuthProvider>
          </AreaProvider>
        </UrqlProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
