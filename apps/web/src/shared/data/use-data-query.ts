import { useCallback, useMemo } from 'react';
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
): DataQuery<Data> {
  // urql re-runs a query whose context is a new object: keep it the same while args.context is.
  const context = useMemo(() => withInlineErrors(args.context), [args.context]);
  const [result, reexecute] = useQuery<Data, Variables>({ ...args, context });
  const currentKey = createRequest(args.query, args.variables as Variables).key;
  const state = dataStateOf(
    { data: result.data, error: result.error, fetching: result.fetching, stale: result.stale, answeredKey: result.operation?.key },
    currentKey,
    isEmpty,
  );
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { state, retry, fetching: result.fetching };
}

type Context = UseQueryArgs['context'];

/** The card words the error; the feed would say it a second time. */
function withInlineErrors(context: Context): Context {
  return context ? { ...context, notifyErrors: false } : INLINE_ERRORS;
}
const INLINE_ERRORS = { notifyErrors: false };
