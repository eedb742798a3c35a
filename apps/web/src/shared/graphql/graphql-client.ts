import { retryExchange } from '@urql/exchange-retry';
import i18next from 'i18next';
import { cacheExchange, Client, fetchExchange, mapExchange } from 'urql';
import { runtimeConfig } from '../config/runtime-config.ts';
import { http } from '../http/http.ts';
import { fetchLearningServerClock } from '../http/server-clock.ts';
import { handleUnauthorized } from '../http/unauthorized.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { notify } from '../notifications/notification-store.ts';
import { reportGraphqlErrorLater } from '../telemetry/telemetry-loader.ts';
import { describeGraphqlError, GRAPHQL_MAX_ATTEMPTS, isUnauthorizedGraphql, shouldRetryGraphql } from './error-policy.ts';

/** Words a failed operation in the reader's language: the area installs errorText with its i18n instance. */
let wordError: ((error: unknown) => string) | null = null;
export function setErrorText(text: (error: unknown) => string): void {
  wordError = text;
}

/** One client per page load, on /graphql with the same headers as the HTTP helper (000 §7). */
export function createGraphqlClient(): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    fetchOptions: () => ({
      credentials: 'include',
      headers: {
        Accept: 'application/graphql-response+json, application/json',
        'X-Locale': currentLocale(),
        'X-Requested-With': 'XMLHttpRequest',
        'X-Release-Id': runtimeConfig().releaseId,
      },
    }),
    // The same refresh-before-call rule as REST: trade the token before it lapses.
    fetch: async (input, init) => {
      await http.ensureFreshToken();
      return fetchLearningServerClock(input, init);
    },
    exchanges: [
      cacheExchange,
      // Placed before the retry exchange, it sees only the final outcome of an operation.
      mapExchange({
        onError(error, operation) {
          if (isUnauthorizedGraphql(error)) {
            handleUnauthorized();
            return;
          }
          // Decision 097: with the operation's name and scrubbed variables; the spec's ignore rules apply.
          reportGraphqlErrorLater(error, operation);
          if (operation.context.notifyErrors === false) return;
          const notice = describeGraphqlError(error);
          if (notice)
            notify('error', wordError ? wordError(error) : notice.kind === 'network' ? i18next.t('common:errors.network') : notice.text);
        },
      }),
      retryExchange({
        maxNumberAttempts: GRAPHQL_MAX_ATTEMPTS,
        initialDelayMs: 1000,
        randomDelay: true,
        // Offline, a retry cannot succeed: the page shows what it kept at once (decision 108).
        retryIf: (error, operation) =>
          navigator.onLine !== false && shouldRetryGraphql(error, { retry: operation.context.retry as boolean | undefined }),
      }),
      fetchExchange,
    ],
  });
}
