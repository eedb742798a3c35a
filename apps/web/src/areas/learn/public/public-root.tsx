import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, StrictMode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HydratedMark } from '../../../shared/app/hydrated-mark.tsx';
import { AuthProvider } from '../../../shared/auth/auth-context.tsx';
import { snapshot, subscribe } from '../../../shared/notifications/notification-store.ts';
import { type AreaConfig, AreaProvider } from '../../../shared/routing/area-context.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

// The feed's own code loads with the first notice: most visits of a public page never show one.
const NotificationFeed = lazy(async () => ({
  default: (await import('../../../shared/notifications/notification-feed.tsx')).NotificationFeed,
}));

function DeferredNotificationFeed() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const shown = state.visible.length > 0 || state.queued.length > 0;
  return shown ? (
    <Suspense fallback={null}>
      <NotificationFeed />
    </Suspense>
  ) : null;
}

interface PublicRootProps {
  config: AreaConfig;
  i18n: I18n;
  children: ReactNode;
}

/**
 * The providers of the public entry (decision 092): the learn area's `AreaRoot` without the GraphQL
 * client's provider (the public runtime's `urql` stand-in keeps one client of its own) and with the
 * notification feed loaded on its first notice. The prerender renders the same tree, so hydration matches.
 */
export function PublicRoot({ config, i18n, children }: PublicRootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AreaProvider config={config}>
          <AuthProvider>
            <Suspense fallback={<PageSpinner />}>
              {children}
              <DeferredNotificationFeed />
              <HydratedMark />
            </Suspense>
          </AuthProvider>
        </AreaProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
