import type { CombinedError } from 'urql';

/** The first non-validation error's message and code, for an inline alert. */
export function domainErrorOf(error: CombinedError | undefined): { code: string; message: string } | null {
  const found = error?.graphQLErrors.find((e) => e.extensions?.category !== 'validate');
  if (!found) return null;
  return { code: String(found.extensions?.code ?? ''), message: found.message };
}
