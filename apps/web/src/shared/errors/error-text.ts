import { type ErrorCode, errorMessageKey, isErrorCode } from '@parla/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, isRecord } from '../http/http-error.ts';

/**
 * The one way the web words a failed request (docs/decisions/032): the text of the error's code
 * in the `errors` namespace (one key per code of the catalogue in @parla/contracts), in the
 * reader's language; an unknown code shows the server's own message, a validation error its
 * field message worded as a form words it (`fieldMessage`: an INPUT_MESSAGES message in the
 * reader's language), an internal error the masked sentence, no answer at all "Network error".
 */
export const ERRORS_NAMESPACE = 'errors';

/** What a failed request said, read from a GraphQL error, an HttpError, a code or `{ code, message }`. */
export type Failure =
  | { kind: 'coded'; code: string | undefined; message: string | undefined; details: Record<string, unknown> | undefined }
  | { kind: 'validation'; message: string | undefined }
  | { kind: 'masked' }
  | { kind: 'network' };

interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

const MASKED_CODES = new Set(['internal_server_error', 'INTERNAL_SERVER_ERROR']);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function coded(code: unknown, message: unknown, details: unknown): Failure {
  const name = text(code);
  if (name && MASKED_CODES.has(name)) return { kind: 'masked' };
  return { kind: 'coded', code: name, message: text(message), details: isRecord(details) ? details : undefined };
}

function fromGraphql(errors: readonly GraphqlErrorLike[]): Failure {
  // A domain error outranks the validation errors beside it: forms show those per field.
  const domain = errors.find((e) => e.extensions?.category !== 'validate');
  if (domain) return coded(domain.extensions?.code, domain.message, domain.extensions?.details);
  return { kind: 'validation', message: text(errors[0]?.message) };
}

export function failureOf(error: unknown): Failure {
  if (typeof error === 'string') return coded(error, undefined, undefined);
  if (error instanceof HttpError) {
    if (error.status >= 500) return { kind: 'masked' };
    const body = isRecord(error.body) ? error.body : {};
    if (body.code === 'validation_failed') return { kind: 'validation', message: text(body.message) };
    return coded(error.code, body.message, body.details);
  }
  if (!isRecord(error)) return { kind: 'network' };
  const graphQLErrors = error.graphQLErrors;
  if (Array.isArray(graphQLErrors)) return graphQLErrors.length > 0 ? fromGraphql(graphQLErrors) : { kind: 'network' };
  if ('code' in error) return coded(error.code, error.message, error.details);
  return { kind: 'network' };
}

/** The code of a failed request, when it has one (to branch on, never to show). */
export function errorCodeOf(error: unknown): string | undefined {
  const failure = failureOf(error);
  return failure.kind === 'coded' ? failure.code : undefined;
}

/** True for an answer about the request itself (a coded or internal error), not about its fields or the network. */
export function isDomainFailure(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const kind = failureOf(error).kind;
  return kind === 'coded' || kind === 'masked';
}

/** True when the server may have acted although no answer came: a retry must reuse its idempotency key. */
export function isUnknownOutcome(error: unknown): boolean {
  return failureOf(error).kind === 'network';
}

/**
 * How a form words an input message (`fieldMessage`), loaded after start-up: its table of every
 * contract message (3 KB gzip) is no part of a page's first load (issue 13). It arrives when the
 * browser is idle, long before a request can fail on a user's input; until then the server's
 * English stands in. Forms import `fieldMessage` themselves.
 */
let wordInputMessage: ((message: string, t: TFunction) => string) | undefined;
export function loadInputMessageWording(): Promise<void> {
  return import('../forms/field-message.ts').then((module) => {
    wordInputMessage = module.fieldMessage;
  });
}
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => void loadInputMessageWording());
}

/**
 * The sentence for a failed request. `fallback` replaces "Network error" where a screen has a
 * better word for "no answer" (e.g. "This could not be loaded. Please retry.").
 */
export function errorText(error: unknown, t: TFunction, fallback?: string): string {
  if ((error === undefined || error === null) && fallback !== undefined) return fallback;
  const failure = failureOf(error);
  switch (failure.kind) {
    case 'masked':
      return t(errorMessageKey('internal_server_error'));
    case 'network':
      return fallback ?? t('common:errors.network');
    case 'validation':
      if (!failure.message) return t(errorMessageKey('validation_failed'));
      return wordInputMessage ? wordInputMessage(failure.message, t) : failure.message;
    case 'coded':
      if (isErrorCode(failure.code)) {
        // The server's English stands in while the namespace is still on its way.
        return t(errorMessageKey(failure.code as ErrorCode), { ...failure.details, defaultValue: failure.message ?? failure.code });
      }
      return failure.message ?? t('common:errors.generic');
  }
}

/** `errorText` with the `errors` namespace loaded (components suspend until it is, like any namespace). */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  return useCallback((error: unknown, fallback?: string) => errorText(error, t, fallback), [t]);
}
