import type { CombinedError } from 'urql';

/** The first message the server gave (domain or validation error), else the generic text. */
export function firstErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
