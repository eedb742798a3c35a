import type { CombinedError } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';

/** Field errors of a failed mutation (first message per field), with GraphQL paths like "languages.0.fluency" kept. */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  return error ? firstErrors(toFieldErrors(error)) : {};
}

/** The first non-validation error's message and code, for an inline alert. */
export function domainErrorOf(error: CombinedError | undefined): { code: string; message: string } | null {
  const found = error?.graphQLErrors.find((e) => e.extensions?.category !== 'validate');
  if (!found) return null;
  return { code: String(found.extensions?.code ?? ''), message: found.message };
}
