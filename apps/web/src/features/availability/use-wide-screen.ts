import { useSyncExternalStore } from 'react';

/** The sm breakpoint (600 px): from here the grid shows the whole week, below it one day. */
const QUERY = '(min-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
