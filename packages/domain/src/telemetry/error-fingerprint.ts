/** What an error is grouped by (decision 097). */
export interface FingerprintFacts {
  source: 'client' | 'server';
  kind: string;
  message: string;
  stack?: string;
  operationName?: string;
  route?: string;
}

/**
 * The message with what varies per occurrence taken out (ids, numbers, quoted values), so
 * "Class 3f2a... not found" and "Class 9b1c... not found" fall in one group.
 */
export function normalizeErrorMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/(["'`])(?:(?!\1).){1,200}\1/g, '<value>')
    .replace(/\b\d+(?:\.\d+)?\b/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * The first stack frame that is ours: "at fn (file:line:col)" (V8) or "fn@file:line:col"
 * (Firefox, Safari), with the query string (a build hash) and the column dropped, so one
 * throw site is one frame across releases of the same file name.
 */
export function topStackFrame(stack: string | undefined): string | null {
  if (!stack) return null;
  for (const raw of stack.split('\n')) {
    const line = raw.trim();
    const v8 = /^at (?:(.+?) \()?(.+?)(?::\d+)?(?::\d+)?\)?$/.exec(line);
    const gecko = /^(.*?)@(.+?)(?::\d+)?(?::\d+)?$/.exec(line);
    const match = v8 ?? gecko;
    if (!match) continue;
    const fn = match[1] || '<anonymous>';
    const file = match[2]
      .replace(/[?#].*$/, '')
      .replace(/^.*\/(assets|src|node_modules)\//, '$1/')
      // Vite's content hash in a chunk name changes every release: keep the chunk's name only.
      .replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
    if (file.includes('node_modules/') || file.startsWith('node:')) continue;
    return `${fn} ${file}`;
  }
  return null;
}

/**
 * The group key: source, kind, normalized message and where it was thrown: the GraphQL
 * operation for a GraphQL error, the route for a server error, else the top frame of our code.
 */
export function errorFingerprint(facts: FingerprintFacts): { key: string; location: string | null } {
  const location = facts.operationName
    ? `operation ${facts.operationName}`
    : (topStackFrame(facts.stack) ?? (facts.route ? `route ${facts.route}` : null));
  const key = [facts.source, facts.kind, normalizeErrorMessage(facts.message), location ?? ''].join('|');
  return { key, location };
}
