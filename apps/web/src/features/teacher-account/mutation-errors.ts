import type { CombinedError } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';

/** Field errors of a failed mutation (first message per field), with GraphQL paths like "languages.0.fluency" kept. */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  return error ? firstErrors(toFieldErrors(error)) : {};
}
