import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run build:web` writes the web: its pages and their hashed assets. */
export const webDist = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
export const webAssets = join(webDist, 'assets');

/** Static imports of a built chunk (`import{..}from"./x.js"`, `import"./x.js"`); dynamic ones are skipped. */
export function staticImports(file: string): string[] {
  const code = readFileSync(join(webAssets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

/** The chunks a browser loads before it can run `roots`: the roots and everything they import statically. */
export function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The built chunk whose source map lists `source` (a path under apps/web/src). */
export function chunkOf(source: string): string | undefined {
  for (const map of readdirSync(webAssets).filter((name) => name.endsWith('.js.map'))) {
    const sources = (JSON.parse(readFileSync(join(webAssets, map), 'utf8')) as { sources: string[] }).sources;
    if (sources.some((path) => path.endsWith(source))) return map.replace(/\.map$/, '');
  }
  return undefined;
}

/** Vite's manifest of one build: the areas' (`.vite/manifest.json`) or the public entry's (decision 092). */
type Manifest = Record<string, { file: string }>;
const manifests = new Map<string, Manifest>();

/** The chunk of `source` (a path under apps/web/src) in the given build's manifest. */
export function chunkInManifest(source: string, manifest: 'manifest.json' | 'public-manifest.json'): string | undefined {
  let entries = manifests.get(manifest);
  if (!entries) {
    entries = JSON.parse(readFileSync(join(webDist, '.vite', manifest), 'utf8')) as Manifest;
    manifests.set(manifest, entries);
  }
  return entries[`src/${source}`]?.file.replace(/^assets\//, '');
}
