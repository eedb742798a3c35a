import type { FastifyBaseLogger } from 'fastify';

export interface ErrorForwarder {
  capture(error: unknown, context: { tags: Record<string, string | undefined>; extra?: Record<string, unknown> }): void;
  flush(timeoutMs?: number): Promise<void>;
}

/**
 * Forwards server errors to Sentry (or any Sentry-compatible endpoint) with the official SDK when
 * SENTRY_DSN is set (decision 097). The SDK is imported only then (it costs ~1 s of start-up), and
 * as an isolated client with its own scope, without Sentry.init's global instrumentation: several
 * apps share one process in tests, and the database already records every error itself.
 */
export async function sentryForwarder(
  dsn: string,
  options: { environment: string; release: string; log: FastifyBaseLogger },
): Promise<ErrorForwarder> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn,
    environment: options.environment,
    release: options.release,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // No integrations: the SDK adds no request data (cookies, headers) of its own; variables are scrubbed before.
    integrations: [],
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(error, context) {
      try {
        const eventScope = scope.clone();
        for (const [key, value] of Object.entries(context.tags)) if (value) eventScope.setTag(key, value);
        if (context.extra) eventScope.setExtras(context.extra);
        eventScope.captureException(error);
      } catch (failure) {
        options.log.warn({ err: failure }, 'error not forwarded to Sentry');
      }
    },
    async flush(timeoutMs = 2000) {
      await client.flush(timeoutMs);
    },
  };
}
