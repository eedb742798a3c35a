import { isErrorCode } from '@parla/contracts';

/** What the ignore rules look at in a client error (spec 000 §8). */
export interface ClientErrorFacts {
  kind: string;
  message: string;
  /** HTTP status of the failed request, when there was one. */
  status?: number;
  /** The GraphQL or REST error code (extensions.code / body.code). */
  code?: string;
  /** The field a validation error concerns, and its category ("validate"), when known. */
  field?: string;
  category?: string;
}

/** Spec 000 §8: "GraphQL errors with the message ... are ignored and not reported". */
export const NOT_LOGGED_IN_MESSAGE = 'You need to be logged to access this field';

/** Browser noise with no bug of ours behind it (an extension, a closed tab, a lost network). */
const NOISY_MESSAGES = [
  /^Script error\.?$/,
  /ResizeObserver loop/,
  /^AbortError\b|The user aborted a request|signal is aborted/i,
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/,
];

/**
 * Whether a client error stays unreported (spec 000 §8, decision 097):
 * - 401/403: the user is sent to log in, no report;
 * - the GraphQL "You need to be logged to access this field";
 * - a 400 about the coupon code, the productVariant validation, or a purchase's "Package not found";
 * - a coded refusal of the catalogue (class_is_full, validation_failed, ...): the server said no
 *   on purpose and the page explains it; only `internal_server_error` (a masked bug) is reported;
 * - the listed browser noise (cross-origin "Script error.", ResizeObserver, aborted or offline fetches).
 */
export function isIgnoredClientError(error: ClientErrorFacts): boolean {
  const { status, message, code } = error;
  if (status === 401 || status === 403) return true;
  if (message.includes(NOT_LOGGED_IN_MESSAGE)) return true;
  if (status === 400) {
    if (error.field === 'couponCode' || /couponCode/.test(message) || code?.startsWith('coupon')) return true;
    if (error.category === 'validate' && error.field === 'productVariant') return true;
    if (message === 'Package not found') return true;
  }
  if (code && code !== 'internal_server_error' && code !== 'INTERNAL_SERVER_ERROR' && isErrorCode(code)) return true;
  if (code === 'validation_failed' || code === 'BAD_USER_INPUT' || code === 'unauthenticated' || code === 'forbidden') return true;
  return NOISY_MESSAGES.some((pattern) => pattern.test(message));
}
