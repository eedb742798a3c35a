import { MASKED_ERROR_MESSAGE } from '@parla/contracts';

/** The subset of urql's CombinedError and Operation these rules read; plain data, easy to test. */
export interface GraphqlErrorLike {
  networkError?: { message: string } | undefined;
  graphQLErrors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
  response?: { status?: number } | undefined;
}

export const GRAPHQL_MAX_ATTEMPTS = 5;
export const NOT_LOGGED_MESSAGE = 'You need to be logged to access this field';
/** 400 and 410 will not change on a second try (000 §7). */
const NO_RETRY_STATUSES = new Set([400, 410]);

export function statusOf(error: GraphqlErrorLike): number | undefined {
  return error.response?.status;
}

export function shouldRetryGraphql(error: GraphqlErrorLike, context: { retry?: boolean }): boolean {
  if (context.retry === false) return false;
  const status = statusOf(error);
  if (status !== undefined && (NO_RETRY_STATUSES.has(status) || status === 401 || status === 403)) return false;
  // Resolver errors are answers, not accidents: only a failed transport is worth another try.
  return Boolean(error.networkError);
}

export function isUnauthorizedGraphql(error: GraphqlErrorLike): boolean {
  const status = statusOf(error);
  return status === 401 || status === 403;
}

export type ErrorNotice = { kind: 'text'; text: string } | { kind: 'masked'; text: string } | { kind: 'network' };

/**
 * What the feed shows for a failed operation (000 §8, 001 §8); null means nothing: the
 * not-logged error (the auth flow handles it), validation (forms show it per field),
 * and 5xx network failures.
 */
export function describeGraphqlError(error: GraphqlErrorLike): ErrorNotice | null {
  if (error.graphQLErrors.length > 0) {
    const relevant = error.graphQLErrors.filter((e) => e.message !== NOT_LOGGED_MESSAGE && e.extensions?.category !== 'validate');
    if (relevant.length === 0) return null;
    const first = relevant[0];
    const code = String(first.extensions?.code ?? '').toLowerCase();
    if (code === 'internal_server_error') return { kind: 'masked', text: MASKED_ERROR_MESSAGE };
    return { kind: 'text', text: first.message };
  }
  if (error.networkError) {
    const status = statusOf(error);
    if (status !== undefined && status >= 500) return null;
    const text = error.networkError.message.trim();
    return text ? { kind: 'text', text } : { kind: 'network' };
  }
  return null;
}
