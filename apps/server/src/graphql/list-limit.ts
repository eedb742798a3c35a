/** The largest page any list argument returns; the cost estimate (plugins/graphql/cost.ts) assumes it too. */
export const LIST_LIMIT_MAX = 100;

/** A list argument as the resolver must use it: absent -> fallback, then within 1..max, whatever the client sent. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = LIST_LIMIT_MAX): number {
  const value = typeof limit === 'number' && Number.isFinite(limit) ? Math.trunc(limit) : fallback;
  return Math.min(Math.max(value, 1), max);
}
