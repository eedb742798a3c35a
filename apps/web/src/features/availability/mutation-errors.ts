import type { CombinedError } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';

/** Validation messages of a failed mutation, first per field (the client feed shows the other errors). */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  return error ? firstErrors(toFieldErrors(error)) : {};
}
