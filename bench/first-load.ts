/**
 * Prints the first-load JavaScript of each area of the built web (`npm run build:web` first):
 * the entry chunk plus every chunk it imports statically, gzip-compressed, and the same for the
 * page a visitor usually opens first (the lazily loaded login page: entry + page chunk + their
 * static imports). Issue 11 allows an area to grow by at most 5 KB gzip; compare before/after.
 *
 *   npx tsx bench/first-load.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkOf, closure, webAssets, webDist } from './lib/web-build.ts';

const dist = webDist;
const assets = webAssets;

/** Area -> the source module of its login page (lazy, but the first page most visitors see). */
const LOGIN_PAGES: Record<string, string> = {
  learn: 'areas/learn/pages/auth-pages.tsx',
  teacher: 'areas/teacher/pages/auth-pages.tsx',
  admin: 'areas/admin/pages/admin-pages.tsx',
};

/** The classroom's first page is a class: its page, screen and session chunks (all lazy) and their imports. */
const CLASS_PAGE: Record<string, string[]> = {
  classroom: [
    'areas/classroom/pages/class-pages.tsx',
    'features/classroom/class-screen.tsx',
    'features/classroom/session/classroom-session.tsx',
  ],
};

const gzipBytes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

for (const html of readdirSync(dist).filter((name) => name.endsWith('.html'))) {
  const area = html.replace(/\.html$/, '');
  const entry = readFileSync(join(dist, html), 'utf8').match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
  if (!entry) continue;
  const first = closure([entry]);
  let line = `${area.padEnd(10)} entry ${kb(total(first)).padStart(10)} (${first.size} chunks)`;
  const loginSource = LOGIN_PAGES[area];
  const loginChunk = loginSource ? chunkOf(loginSource) : undefined;
  if (loginChunk) {
    const withLogin = closure([entry, loginChunk]);
    line += `   entry + login page ${kb(total(withLogin)).padStart(10)} (${withLogin.size} chunks)`;
  }
  const classChunks = (CLASS_PAGE[area] ?? []).map(chunkOf).filter((chunk): chunk is string => chunk !== undefined);
  if (classChunks.length > 0) {
    const withClass = closure([entry, ...classChunks]);
    line += `   entry + class page ${kb(total(withClass)).padStart(10)} (${withClass.size} chunks)`;
  }
  console.log(line);
}
