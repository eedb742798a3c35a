/**
 * First-load JavaScript of the pages visitors open first (issue 13; decision 054), from the built web
 * (`npm run build:web` first): the area's entry chunk, the page's lazy chunk(s) and everything they
 * import statically, gzip-compressed (level 9). The public pages must stay <= 100 KB, the signed-in
 * ones <= 150 KB. `--chunks` lists each page's chunks, biggest first, with what is in them.
 *
 *   npx tsx bench/first-load.ts [--chunks]       (npm run bench runs it)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printSummary, type SummaryRow } from './lib/summary.ts';
import { chunkInManifest, chunkOf, closure, webAssets, webDist } from './lib/web-build.ts';

interface Page {
  name: string;
  /** The HTML page that loads it: an area's, or `public` (the prerendered public pages' entry, decision 092). */
  area: 'public' | 'learn' | 'teacher' | 'admin' | 'classroom';
  /** The page's lazy modules (paths under apps/web/src). */
  sources: string[];
  /** Budget in KB gzip; undefined: printed for comparison only. */
  budgetKb?: number;
}

const PUBLIC_KB = 100;
const SIGNED_IN_KB = 150;
const PAGES: Page[] = [
  { name: 'landing /en/', area: 'public', sources: ['areas/learn/pages/home-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'login /en/login', area: 'public', sources: ['areas/learn/pages/login-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'register /en/register', area: 'public', sources: ['areas/learn/pages/register-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'pricing /en/pricing', area: 'public', sources: ['features/store/pricing-screen.tsx'], budgetKb: PUBLIC_KB },
  { name: 'language /en/english', area: 'public', sources: ['areas/learn/pages/language-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'info /en/about-us', area: 'public', sources: ['features/public-site/info/about-us-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'FAQ /en/faq', area: 'public', sources: ['features/public-site/legal/faq-page.tsx'], budgetKb: PUBLIC_KB },
  { name: 'terms /en/terms', area: 'public', sources: ['features/public-site/legal/legal-pages.tsx'], budgetKb: PUBLIC_KB },
  { name: 'teams /en/teams/prices', area: 'public', sources: ['features/store/teams-prices-screen.tsx'], budgetKb: PUBLIC_KB },
  { name: 'test /en/language-test', area: 'public', sources: ['features/placement/language-test-screen.tsx'], budgetKb: PUBLIC_KB },
  { name: 'Today (student home)', area: 'learn', sources: ['features/today/today-screen.tsx'], budgetKb: SIGNED_IN_KB },
  { name: 'teacher home', area: 'teacher', sources: ['areas/teacher/pages/home-page.tsx'], budgetKb: SIGNED_IN_KB },
  { name: 'admin home', area: 'admin', sources: ['areas/admin/pages/admin-pages.tsx'], budgetKb: SIGNED_IN_KB },
  {
    name: 'classroom (a class)',
    area: 'classroom',
    sources: [
      'areas/classroom/pages/class-pages.tsx',
      'features/classroom/class-screen.tsx',
      'features/classroom/session/classroom-session.tsx',
    ],
    budgetKb: SIGNED_IN_KB,
  },
  { name: 'teacher login', area: 'teacher', sources: ['areas/teacher/pages/auth-pages.tsx'] },
  { name: 'admin login', area: 'admin', sources: ['areas/admin/pages/admin-pages.tsx'] },
];

const gzipBytes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(webAssets, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
}

/** The biggest sources of a chunk (node_modules packages or our folders), from its source map. */
function contents(file: string): string {
  if (!existsSync(join(webAssets, `${file}.map`))) return '';
  const map = JSON.parse(readFileSync(join(webAssets, `${file}.map`), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const bySource = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const parts = source.split('node_modules/');
    const key =
      parts.length > 1
        ? parts[parts.length - 1]
            .split('/')
            .slice(0, parts[parts.length - 1].startsWith('@') ? 2 : 1)
            .join('/')
        : source.replace(/^(\.\.\/)+/, '');
    bySource.set(key, (bySource.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...bySource.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const showChunks = process.argv.includes('--chunks');
const rows: SummaryRow[] = [];

console.log('first-load JavaScript per page (entry + page chunks + their static imports, gzip -9)');
for (const page of PAGES) {
  const html = readFileSync(join(webDist, `${page.area}.html`), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${page.area}.html has no module entry`);
  const pageChunks = page.sources.map((source) => {
    // Both builds hold the public pages' sources: each page is looked up in its own build's manifest.
    const chunk =
      page.area === 'public'
        ? chunkInManifest(source, 'public-manifest.json')
        : (chunkInManifest(source, 'manifest.json') ?? chunkOf(source));
    if (!chunk) throw new Error(`no chunk holds ${source}`);
    return chunk;
  });
  const files = closure([entry, ...pageChunks]);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `${page.name.padEnd(24)} ${kb(total).padStart(10)}  ${String(files.size).padStart(3)} chunks${page.budgetKb ? `   budget ${page.budgetKb} KB` : ''}`,
  );
  if (showChunks) {
    for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, Number(process.env.BENCH_CHUNKS ?? 8))) {
      console.log(`    ${kb(gzipSize(file)).padStart(9)}  ${file.padEnd(40)} ${contents(file)}`);
    }
  }
  if (page.budgetKb) {
    rows.push({
      what: `first-load JS: ${page.name}`,
      value: kb(total),
      baseline: '',
      ratio: '',
      goal: `<= ${page.budgetKb} KB`,
      load: `gzip -9, ${files.size} chunks`,
    });
  }
}
printSummary(rows);
