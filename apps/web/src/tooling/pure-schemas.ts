import type { Plugin } from 'vite';

/**
 * @parla/contracts builds its zod schemas at module level (`export const x = z.object(...)`).
 * A bundler must assume such calls have side effects, so every area would carry zod (~30 kB
 * gzip) just for reading a constant. This wraps each such initializer in an IIFE marked
 * pure: unused schemas (and zod with them) drop out; used ones behave exactly the same.
 */
export function pureSchemas(match = /\/packages\/contracts\/src\/[^/]+\.ts$/): Plugin {
  return {
    name: 'parla-pure-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!match.test(id.split('?')[0])) return null;
      return { code: wrapSchemaInitializers(code), map: null };
    },
  };
}

const DECLARATION = /^(export )?const (\w+)(: [^=]+)? = /gm;

export function wrapSchemaInitializers(code: string): string {
  let result = '';
  let last = 0;
  for (const match of code.matchAll(DECLARATION)) {
    const start = (match.index ?? 0) + match[0].length;
    if (start < last) continue;
    const end = initializerEnd(code, start);
    const initializer = code.slice(start, end);
    if (!/\bz\s*\./.test(initializer) || initializer.trimStart().startsWith('(') || /^\s*[a-z]*\s*=>/.test(initializer)) continue;
    result += `${code.slice(last, start)}/* @__PURE__ */ (() => ${initializer})()`;
    last = end;
  }
  return result + code.slice(last);
}

/** Index of the `;` that ends the statement starting at `from`, skipping strings, comments and nesting. */
function initializerEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const ch = code[i];
    // Comments first: an apostrophe in "the teacher's page" is not a string.
    if (ch === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) return code.length;
    } else if (ch === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 1;
      if (i <= 0) return code.length;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < code.length && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ';' && depth === 0) return i;
  }
  return code.length;
}
