/**
 * The public entry's stand-in for urql (decision 092): `useQuery`, `useMutation`, `useClient` and
 * `createRequest` over one `fetch` to /graphql, with what `shared/graphql/graphql-client.ts` adds
 * to urql (the same headers, the token refresh before a call, the lost-session handler, retries of
 * a failed transport, the feed's error notice unless `context.notifyErrors === false`). The public
 * pages read little (currency, prices, a language page's teachers, the language test): one result
 * per request key is kept for `cache-first`; a mutation clears it, as the document cache does.
 * About 1.5 KB against urql, wonka and its exchanges' ~10 KB gzip.
 */
import { print } from '@0no-co/graphql.web';
import i18next from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runtimeConfig } from '../shared/config/runtime-config.ts';
import { describeGraphqlError, GRAPHQL_MAX_ATTEMPTS, isUnauthorizedGraphql, shouldRetryGraphql } from '../shared/graphql/error-policy.ts';
import { http } from '../shared/http/http.ts';
import { handleUnauthorized } from '../shared/http/unauthorized.ts';
import { currentLocale } from '../shared/i18n/current-locale.ts';
import { notify } from '../shared/notifications/notification-store.ts';

type Variables = Record<string, unknown> | undefined;
// biome-ignore lint/suspicious/noExplicitAny: the documents are gql.tada's typed DocumentNodes.
type Document = any;
type Context = Record<string, unknown> & { notifyErrors?: boolean; retry?: boolean; requestPolicy?: RequestPolicy };
type RequestPolicy = 'cache-first' | 'cache-only' | 'network-only' | 'cache-and-network';

export class CombinedError extends Error {
  graphQLErrors: Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown }>;
  networkError?: Error;
  response?: { status?: number };
  constructor(input: { graphQLErrors?: CombinedError['graphQLErrors']; networkError?: Error; response?: { status?: number } }) {
    const graphQLErrors = input.graphQLErrors ?? [];
    super(
      graphQLErrors.length > 0
        ? graphQLErrors.map((error) => `[GraphQL] ${error.message}`).join('\n')
        : `[Network] ${input.networkError?.message ?? 'Network error'}`,
    );
    this.name = 'CombinedError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = input.networkError;
    this.response = input.response;
  }
}

export interface Operation {
  key: number;
  query: Document;
  variables: Variables;
  kind: 'query' | 'mutation';
  context: Context;
}
export interface OperationResult<Data = unknown> {
  data?: Data;
  error?: CombinedError;
  operation: Operation;
  stale: boolean;
  hasNext: boolean;
}

const printed = new WeakMap<object, string>();
function source(query: Document): string {
  if (typeof query === 'string') return query;
  let text = printed.get(query);
  if (text === undefined) {
    text = print(query);
    printed.set(query, text);
  }
  return text;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A request's identity (document and variables), djb2 as urql's keys: equal requests, equal keys. */
export function createRequest(query: Document, variables?: Variables): { key: number; query: Document; variables: Variables } {
  const text = `${source(query)}\n${stable(variables ?? {})}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return { key: hash >>> 0, query, variables };
}

const cache = new Map<number, OperationResult>();
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(operation: Operation): Promise<OperationResult> {
  let attempt = 0;
  for (;;) {
    attempt += 1;
    let result: OperationResult;
    let response: Response | undefined;
    try {
      await http.ensureFreshToken();
      response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/graphql-response+json, application/json',
          'X-Locale': currentLocale(),
          'X-Requested-With': 'XMLHttpRequest',
          'X-Release-Id': runtimeConfig().releaseId,
        },
        body: JSON.stringify({ query: source(operation.query), variables: operation.variables ?? {} }),
      });
      const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: CombinedError['graphQLErrors'] } | null;
      const status = { status: response.status };
      if (body && (body.data !== undefined || body.errors)) {
        result = {
          operation,
          data: body.data ?? undefined,
          error: body.errors?.length ? new CombinedError({ graphQLErrors: body.errors, response: status }) : undefined,
          stale: false,
          hasNext: false,
        };
      } else {
        result = {
          operation,
          error: new CombinedError({ networkError: new Error(response.statusText || `HTTP ${response.status}`), response: status }),
          stale: false,
          hasNext: false,
        };
      }
    } catch (error) {
      result = {
        operation,
        error: new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) }),
        stale: false,
        hasNext: false,
      };
    }
    const error = result.error;
    if (error && attempt < GRAPHQL_MAX_ATTEMPTS && shouldRetryGraphql(error, { retry: operation.context.retry })) {
      // The retry exchange's back-off: about a second, growing, with some randomness.
      await delay(1000 * 1.5 ** (attempt - 1) * (0.5 + Math.random()));
      continue;
    }
    if (error) report(error, operation);
    return result;
  }
}

/** What the client's map exchange does with a final failure: the lost-session handler or the feed. */
function report(error: CombinedError, operation: Operation): void {
  if (isUnauthorizedGraphql(error)) {
    handleUnauthorized();
    return;
  }
  if (operation.context.notifyErrors === false) return;
  const notice = describeGraphqlError(error);
  if (!notice) return;
  // The error catalogue's words load with the first failure, not with every public page.
  void import('./error-notice.ts')
    .then(({ wordError }) => wordError(error))
    .then(
      (text) => notify('error', text),
      // Without the chunk (offline), the common namespace the page already has words a lost answer.
      () => notify('error', notice.kind === 'network' ? i18next.t('common:errors.network') : notice.text),
    );
}

function execute(kind: Operation['kind'], query: Document, variables: Variables, context: Context = {}): Promise<OperationResult> {
  const operation: Operation = { ...createRequest(query, variables), kind, context };
  if (kind === 'mutation') cache.clear();
  return send(operation).then((result) => {
    if (kind === 'query' && !result.error) cache.set(operation.key, result);
    return result;
  });
}

const client = {
  query: (query: Document, variables?: Variables, context?: Context) => {
    const promise = execute('query', query, variables, context);
    return { toPromise: () => promise };
  },
  mutation: (query: Document, variables?: Variables, context?: Context) => {
    const promise = execute('mutation', query, variables, context);
    return { toPromise: () => promise };
  },
};
export type Client = typeof client;
export const useClient = () => client;
export const Provider = ({ children }: { value?: unknown; children?: unknown }) => children;

interface QueryState<Data> {
  data?: Data;
  error?: CombinedError;
  fetching: boolean;
  stale: boolean;
  operation?: Operation;
}

export function useQuery<Data = unknown>(args: {
  query: Document;
  variables?: Variables;
  pause?: boolean;
  requestPolicy?: RequestPolicy;
  context?: Context;
}): [QueryState<Data>, (context?: Partial<Context>) => void] {
  const { key } = createRequest(args.query, args.variables);
  const policy = args.requestPolicy ?? args.context?.requestPolicy ?? 'cache-first';
  const cached = policy === 'network-only' ? undefined : (cache.get(key) as OperationResult<Data> | undefined);
  const [state, setState] = useState<QueryState<Data> & { key?: number }>(() =>
    cached ? { ...cached, fetching: false, key } : { fetching: !args.pause, stale: false },
  );
  const [run, setRun] = useState<{ n: number; context?: Partial<Context> }>({ n: 0 });
  const latest = useRef({ args, policy });
  latest.current = { args, policy };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per key, pause and re-execution, as urql.
  useEffect(() => {
    const { args: current, policy: currentPolicy } = latest.current;
    if (current.pause) {
      setState((previous) => (previous.fetching ? { ...previous, fetching: false } : previous));
      return;
    }
    const forced = run.context?.requestPolicy ?? (run.n > 0 ? undefined : currentPolicy);
    const hit = forced === 'network-only' ? undefined : cache.get(key);
    if (hit && forced !== 'cache-and-network') {
      setState({ ...(hit as OperationResult<Data>), fetching: false, key });
      return;
    }
    let live = true;
    setState((previous) => ({ ...previous, fetching: true, stale: Boolean(hit) }));
    void execute('query', current.query, current.variables, { ...current.context, ...run.context }).then((result) => {
      if (live)
        setState({
          data: result.data as Data | undefined,
          error: result.error,
          operation: result.operation,
          fetching: false,
          stale: false,
          key,
        });
    });
    return () => {
      live = false;
    };
  }, [key, args.pause, run]);

  const reexecute = useCallback((context?: Partial<Context>) => setRun((previous) => ({ n: previous.n + 1, context })), []);
  const result = useMemo(() => {
    // A state of other variables is not this request's (urql answers with the new request's state at once).
    if (state.key !== undefined && state.key !== key) return { fetching: !args.pause, stale: false, data: undefined, operation: undefined };
    return state;
  }, [state, key, args.pause]);
  return [result, reexecute];
}

export function useMutation<Data = unknown>(
  query: Document,
): [QueryState<Data>, (variables?: Variables, context?: Context) => Promise<OperationResult<Data>>] {
  const [state, setState] = useState<QueryState<Data>>({ fetching: false, stale: false });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(
    (variables?: Variables, context?: Context) => {
      setState({ fetching: true, stale: false });
      return execute('mutation', query, variables, context).then((result) => {
        if (live.current)
          setState({ data: result.data as Data, error: result.error, operation: result.operation, fetching: false, stale: false });
        return result as OperationResult<Data>;
      });
    },
    [query],
  );
  return [state, run];
}
