export type PathParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Fills a route pattern (000 §2): `:name` is required, `:name?` optional. Unfilled optional
 * segments are dropped and every value not used by the pattern goes to the query string,
 * so callers never concatenate URLs by hand.
 */
export function buildPath(pattern: string, params: PathParams = {}): string {
  const used = new Set<string>();
  const segments = pattern.split('/').flatMap((segment) => {
    const match = /^:([A-Za-z_][\w]*)(\?)?$/.exec(segment);
    if (!match) return [segment];
    const [, name, optional] = match;
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`buildPath: missing parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null) continue;
    query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
