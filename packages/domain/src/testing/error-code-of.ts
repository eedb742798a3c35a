import { DomainError } from '../errors.ts';

/** Test helper (not exported): the DomainError code `fn` throws, or undefined when it passes. */
export function errorCodeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}
