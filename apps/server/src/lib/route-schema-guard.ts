import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this route reads its body without a schema: a multipart upload (read by its own
     * reader with size and count rules), a signed webhook (the raw bytes are what is signed), a
     * byte counter, or a post that reads no body at all. Listed and reviewed in route-schemas.test.ts.
     */
    unvalidatedBody?: string;
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What one registered route declares, for the guard and the test that walks every route. */
export interface RouteInputs {
  method: string;
  url: string;
  body: boolean;
  params: boolean;
  querystring: boolean;
  unvalidatedBody: string | null;
}

function inputsOf(route: RouteOptions): RouteInputs[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    method,
    url: route.url,
    body: route.schema?.body !== undefined,
    params: route.schema?.params !== undefined,
    querystring: route.schema?.querystring !== undefined,
    unvalidatedBody: route.config?.unvalidatedBody ?? null,
  }));
}

/**
 * The schema a route lacks, or null (docs/decisions/031): a route with named path parameters
 * declares them; a route that takes a body declares it or says why not. A query is only typed
 * where a schema declares it (without one `request.query` is `unknown`), so the typecheck
 * catches a handler that reads an undeclared query.
 */
export function missingSchema(route: RouteInputs): string | null {
  if (route.url.includes(':') && !route.params) return `${route.method} ${route.url} has path parameters but no params schema`;
  if (WITH_BODY.has(route.method) && !route.body && !route.unvalidatedBody)
    return `${route.method} ${route.url} takes a body but declares no body schema (nor config.unvalidatedBody with the reason)`;
  return null;
}

const registered = new WeakMap<FastifyInstance, RouteInputs[]>();

/** The routes registered on an app guarded by `guardRouteSchemas`, as declared. */
export function registeredRoutes(app: FastifyInstance): readonly RouteInputs[] {
  return registered.get(app) ?? [];
}

/** Refuses, when the app is built, any route registered after this call that lacks a schema. */
export function guardRouteSchemas(app: FastifyInstance): void {
  const routes: RouteInputs[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const inputs of inputsOf(route)) {
      const problem = missingSchema(inputs);
      if (problem) throw new Error(`Route schema missing: ${problem}`);
      routes.push(inputs);
    }
  });
}
