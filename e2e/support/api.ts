import type { APIRequestContext } from '@playwright/test';
import { E2E_RELEASE_ID } from './run-env.ts';

// GraphQL over HTTP, as the web app sends it (X-Release-Id, cookies of the request context).

export interface GraphqlErrorEntry {
  message: string;
  extensions?: { code?: string };
}

export class GraphqlError extends Error {
  constructor(
    readonly codes: string[],
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs one document; throws GraphqlError on errors. An expired access token (a long run, or
 * the server clock moved by another test) is traded once through /api/token/refresh.
 */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post('/graphql', { headers: { 'X-Release-Id': E2E_RELEASE_ID }, data: { query, variables } });
    const text = await response.text();
    let body: { data?: T | null; errors?: GraphqlErrorEntry[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new Error(`POST /graphql answered ${response.status()}: ${text.slice(0, 500)}`);
    }
    const errors = body.errors ?? [];
    const codes = errors.map((error) => error.extensions?.code ?? 'unknown');
    if (codes.includes('unauthenticated') && attempt === 0) {
      const refreshed = await request.post('/api/token/refresh', { headers: { 'X-Release-Id': E2E_RELEASE_ID }, data: {} });
      if (refreshed.ok()) continue;
    }
    if (errors.length > 0 || !body.data) {
      const operation = /(query|mutation)\s*\w*[^{]*\{\s*(\w+)/.exec(query)?.[2] ?? 'graphql';
      throw new GraphqlError(
        codes,
        `${operation}: ${errors.map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join('; ') || `no data (${response.status()})`}`,
      );
    }
    return body.data;
  }
}

/** A request context signed in through the area's login route (no browser involved). */
export async function apiSession(
  playwright: {
    request: { newContext: (options: { baseURL?: string; extraHTTPHeaders?: Record<string, string> }) => Promise<APIRequestContext> };
  },
  baseURL: string | undefined,
  loginPath: '/api/login_check' | '/teacher/login_check' | '/admin/login_check',
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Release-Id': E2E_RELEASE_ID } });
  // Remember-me: the session outlives the clock moves of the *.clock.spec.ts tests (a day otherwise).
  const response = await context.post(loginPath, { data: { _username: account.email, _password: account.password, _remember_me: true } });
  if (response.status() !== 200) {
    await context.dispose();
    throw new Error(`POST ${loginPath} for ${account.email} answered ${response.status()}: ${await response.text()}`);
  }
  return context;
}
