/**
 * The constraint named by a unique violation (SQLSTATE 23505), or null for any other error.
 * Drizzle wraps driver errors (node-postgres and PGlite alike) in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      return typeof candidate.detail === 'string' ? candidate.detail : 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}
