import { HttpError, isUnauthorizedStatus } from './http-error.ts';
import { extractMessages, type FeedMessage } from './messages.ts';
import { needsRefresh, singleFlight } from './token-refresh.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequestOptions {
  /** Login and security checks: never retried, no refresh first, a 401 is an answer (000 §8). */
  loginCheck?: boolean;
  /** A 401 is expected (probing the session): do not send the user to the logout page. */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  readExpiryCookie: () => string | undefined;
  locale: () => string;
  releaseId: () => string;
  onUnauthorized: () => void;
  notify: (message: FeedMessage) => void;
  refreshUrl?: string;
}

export const GET_MAX_ATTEMPTS = 3;
export const OTHER_MAX_ATTEMPTS = 1;
export const FIRST_RETRY_DELAY_MS = 1000;

/** Status codes worth another try: the server or the network was unwell, not the request. */
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** The Web Locks API serialises work across tabs of one origin; without it, run directly. */
function withCrossTabLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, () => run()).then(() => undefined) : run();
}

class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error');
    this.name = 'NetworkFailure';
  }
}

export function createHttpClient(deps: HttpClientDeps) {
  const refreshUrl = deps.refreshUrl ?? '/api/token/refresh';

  function headers(hasBody: boolean): Record<string, string> {
    return {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      'X-Locale': deps.locale(),
      'X-Requested-With': 'XMLHttpRequest',
      'X-Release-Id': deps.releaseId(),
    };
  }

  const refreshTokens = singleFlight(() =>
    // Tabs share the cookies, and a refresh token spent twice ends the session (000 §7): one tab at
    // a time refreshes, and each re-reads the expiry cookie first in case another tab just did.
    withCrossTabLock('parla-token-refresh', async () => {
      if (!needsRefresh(deps.readExpiryCookie(), deps.now())) return;
      try {
        await deps.fetch(refreshUrl, { method: 'POST', credentials: 'include', headers: headers(true), body: '{}' });
      } catch {
        // A failed refresh is not fatal here: the call itself answers 401 and the handler takes over.
      }
    }),
  );

  /** Runs before every call but login: trade the refresh token while the access token is about to lapse. */
  async function ensureFreshToken(): Promise<void> {
    if (needsRefresh(deps.readExpiryCookie(), deps.now())) await refreshTokens();
  }

  async function attempt<T>(method: HttpMethod, url: string, body: unknown, options: HttpRequestOptions): Promise<T> {
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        credentials: 'include',
        headers: headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      throw new NetworkFailure(error);
    }
    if (response.status === 204) return undefined as T;
    const isJson = /application\/([\w.+-]*\+)?json/i.test(response.headers.get('content-type') ?? '');
    const text = await response.text();
    let parsed: unknown = text;
    if (isJson) {
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        throw new HttpError(response.status, text, 'Invalid JSON response');
      }
    }
    for (const message of extractMessages(parsed, response.ok)) deps.notify(message);
    if (!response.ok) {
      if (isUnauthorizedStatus(response.status, parsed) && !options.loginCheck && !options.expectUnauthorized) deps.onUnauthorized();
      throw new HttpError(response.status, parsed, response.statusText || `HTTP ${response.status}`);
    }
    if (!isJson) throw new HttpError(response.status, text, 'Expected a JSON response');
    return parsed as T;
  }

  async function request<T>(method: HttpMethod, url: string, body?: unknown, options: HttpRequestOptions = {}): Promise<T> {
    if (!options.loginCheck && url !== refreshUrl) await ensureFreshToken();
    const maxAttempts = options.loginCheck ? 1 : method === 'GET' ? GET_MAX_ATTEMPTS : OTHER_MAX_ATTEMPTS;
    let delay = FIRST_RETRY_DELAY_MS;
    for (let attemptNumber = 1; ; attemptNumber++) {
      try {
        return await attempt<T>(method, url, body, options);
      } catch (error) {
        const retryable = error instanceof NetworkFailure || (error instanceof HttpError && isRetryableStatus(error.status));
        if (!retryable || attemptNumber >= maxAttempts || options.signal?.aborted) throw error;
        await deps.sleep(delay);
        delay *= 2;
      }
    }
  }

  return {
    get: <T>(url: string, options?: HttpRequestOptions) => request<T>('GET', url, undefined, options),
    post: <T>(url: string, body: unknown = {}, options?: HttpRequestOptions) => request<T>('POST', url, body, options),
    put: <T>(url: string, body: unknown = {}, options?: HttpRequestOptions) => request<T>('PUT', url, body, options),
    patch: <T>(url: string, body: unknown = {}, options?: HttpRequestOptions) => request<T>('PATCH', url, body, options),
    delete: <T>(url: string, options?: HttpRequestOptions) => request<T>('DELETE', url, undefined, options),
    ensureFreshToken,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
