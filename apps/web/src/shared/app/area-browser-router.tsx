import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router';

type HistoryState = { action: NavigationType; location: Location };

/**
 * `<BrowserRouter>` listens to the history only in a layout effect: a link clicked while a
 * prerendered page is still hydrating (React replays the click) could change the URL before that,
 * and the page would stay as it was. Here the history is listened to from the start, as the data
 * router did, and the router catches up with anything that happened before it mounted (decision 081).
 */
export function createAreaHistory() {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let current: HistoryState = { action: history.action, location: history.location };
  let notify: ((state: HistoryState) => void) | undefined;
  const watchers = new Set<(state: HistoryState) => void>();
  // A v5-compat history takes one listener ("A history only accepts one active listener"): this one,
  // which hands each change to the router and to the page's other readers.
  history.listen(({ action, location }) => {
    current = { action, location };
    notify?.(current);
    for (const watcher of watchers) watcher(current);
  });
  return {
    history,
    current: () => current,
    subscribe(listener: (state: HistoryState) => void) {
      notify = listener;
      return () => {
        notify = undefined;
      };
    },
    /** Readers of the URL beside the router (telemetry's page views), any number of them. */
    listen(watcher: (state: HistoryState) => void) {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
}

type AreaHistory = ReturnType<typeof createAreaHistory>;

export function AreaBrowserRouter({
  areaHistory,
  basename,
  children,
}: {
  areaHistory: AreaHistory;
  basename: string;
  children: ReactNode;
}) {
  const [state, setState] = useState(areaHistory.current);
  const renderedKey = useRef(state.location.key);
  useLayoutEffect(() => {
    const unsubscribe = areaHistory.subscribe((next) => startTransition(() => setState(next)));
    // Catch up with a navigation that happened between the first render and this effect.
    const latest = areaHistory.current();
    if (latest.location.key !== renderedKey.current) setState(latest);
    return unsubscribe;
  }, [areaHistory]);
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={areaHistory.history}>
      {children}
    </Router>
  );
}
