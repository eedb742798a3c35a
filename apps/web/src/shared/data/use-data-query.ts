import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AnyVariables, createRequest, type UseQueryArgs, useQuery } from 'urql';
import { type DataState, dataStateOf } from './data-state.ts';

export interface DataQuery<Data> {
  state: DataState<Data>;
  /** Asks the server again, past the cache. */
  retry: () => void;
  fetching: boolean;
}

/**
 * The one way a screen reads data (issue 12 point 12): urql's useQuery, plus the state its card
 * shows. Errors of these queries are shown in place by <QueryState>, never as a toast.
 */
export function useDataQuery<Data, Variables extends AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
  isEmpty?: (data: Data) => boolean,
  options: {
    /** Keep the last data on screen while changed variables load (a list's own "Load more"). */
    keepPrevious?: boolean;
    /**
     * The page opens offline (decision 108): each answer is kept on the device under this name, and
     * when the line is down the last one is shown, marked with its time.
     */
    offline?: string;
  } = {},
): DataQuery<Data> {
  // urql re-runs a query whose context is a new object: keep it the same while args.context is.
  const context = useMemo(() => withInlineErrors(args.context), [args.context]);
  const [result, reexecute] = useQuery<Data, Variables>({ ...args, context });
  const currentKey = createRequest(args.query, args.variables as Variables).key;
  const previous = useRef<Data | undefined>(undefined);
  const state = dataStateOf(
    { data: result.data, error: result.error, fetching: result.fetching, stale: result.stale, answeredKey: result.operation?.key },
    currentKey,
    isEmpty,
    options.keepPrevious ? previous.current : undefined,
  );
  if (options.keepPrevious && 'data' in state) previous.current = state.data;
  const offline = useOfflineSnapshot(options.offline, state);
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { state: offline ?? state, retry, fetching: result.fetching };
}

/**
 * Keeps each fresh answer of an offline page, and gives the last kept one when the query fails for
 * want of a network. The store loads on first use: pages without `offline` never download it.
 */
function useOfflineSnapshot<Data>(name: string | undefined, state: DataState<Data>): DataState<Data> | null {
  const [kept, setKept] = useState<{ name: string; data: Data; savedAt: string } | null>(null);
  const fresh = name && (state.kind === 'ready' || state.kind === 'empty') && !state.refreshing ? state.data : undefined;
  const failure = name && state.kind === 'error' ? state.error : undefined;
  useEffect(() => {
    if (!name || fresh === undefined) return;
    void import('../offline/offline-store.ts').then((store) => store.saveSnapshot(name, fresh));
  }, [name, fresh]);
  useEffect(() => {
    if (!name || failure === undefined) return;
    let current = true;
    void import('../offline/offline-store.ts').then(async (store) => {
      if (!store.isOfflineFailure(failure)) return;
      const snapshot = await store.readSnapshot<Data>(name);
      if (current && snapshot) setKept({ name, ...snapshot });
    });
    return () => {
      current = false;
    };
  }, [name, failure]);
  if (!kept || kept.name !== name || state.kind !== 'error') return null;
  return { kind: 'refreshFailed', data: kept.data, error: state.error, offlineSince: kept.savedAt };
}

type Context = UseQueryArgs['context'];

/** The card words the error; the feed would say it a second time. */
function withInlineErrors(context: Context): Context {
  return context ? { ...context, notifyErrors: false } : INLINE_ERRORS;
}
const INLINE_ERRORS = { notifyErrors: false };
