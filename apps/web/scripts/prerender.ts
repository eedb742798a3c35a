/**
 * Prerenders the learn area's public pages after `vite build` (decision 054): bundles
 * `src/prerender/prerender-learn.tsx` for Node, renders landing, login and register in every
 * locale with its own catalogue, and writes them beside the built `learn.html` as
 * `dist/prerendered/learn/<locale>/<page>.html`, each with its title, meta description, canonical
 * and hreflang links. The server sends them to signed-out visitors (apps/server/src/plugins/static-web.ts),
 * filling in `%PARLA_ORIGIN%` with the learn area's configured origin.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pureSchemas } from '../src/tooling/pure-schemas.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.prerender');

/** The pages rendered at build time: router path under the locale, output name, meta description key. */
export const PRERENDERED_PAGES = [
  { path: '', file: 'index', description: 'seo.landingDescription', source: 'src/areas/learn/pages/home-page.tsx' },
  { path: 'login', file: 'login', description: 'seo.loginDescription', source: 'src/areas/learn/pages/auth-pages.tsx' },
  { path: 'register', file: 'register', description: 'seo.registerDescription', source: 'src/areas/learn/pages/auth-pages.tsx' },
] as const;
/** Locales with their own catalogue; the others fall back to English string by string and stay client-rendered. */
const LOCALES = ['en', 'de'] as const;
const LANGUAGE_TAGS: Record<(typeof LOCALES)[number], string> = { en: 'en', de: 'de' };
const ORIGIN = '%PARLA_ORIGIN%';

const started = performance.now();
await build({
  configFile: false,
  root,
  logLevel: 'error',
  plugins: [pureSchemas(), react()],
  build: {
    ssr: 'src/prerender/prerender-learn.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
  },
  ssr: { noExternal: [/^@parla\//] },
});
const { renderLearnPage } = (await import(
  pathToFileURL(join(ssrOut, 'prerender-learn.js')).href
)) as typeof import('../src/prerender/prerender-learn.tsx');

const template = readFileSync(join(dist, 'learn.html'), 'utf8');
const out = join(dist, 'prerendered', 'learn');
rmSync(out, { recursive: true, force: true });

/** Vite's manifest (build.manifest): source -> chunk and its static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
function chunkClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file.replace(/^assets\//, ''));
  for (const imported of chunk.imports ?? []) chunkClosure(imported, seen);
  return seen;
}

/**
 * The painted page needs only the HTML and the stylesheet; its scripts hydrate it. So the stylesheet
 * comes first and the scripts are fetched at low priority (they no longer hold up the first paint on
 * a slow line), and the page's own lazy chunk is preloaded too, so hydration does not wait for a
 * second round trip.
 */
function withScriptsAfterPaint(html: string, pageSource: string): string {
  const stylesheets = html.match(/ *<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let out = html;
  for (const link of stylesheets) out = out.replace(link, '');
  const present = new Set([...out.matchAll(/\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const pageChunks = [...chunkClosure(pageSource)].filter((file) => !present.has(file));
  const preloads = pageChunks.map((file) => `  <link rel="modulepreload" crossorigin href="/assets/${file}">`);
  out = out
    .replace(/<script type="module" crossorigin/, '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace('</head>', `${preloads.map((l) => `  ${l.replace('crossorigin', 'fetchpriority="low" crossorigin')}\n  `).join('')}</head>`);
  return out.replace(/(<meta name="theme-color"[^>]*>\n)/, `$1${stylesheets.map((l) => `    ${l.trim()}\n`).join('')}`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const urlOf = (locale: string, path: string) => `${ORIGIN}/${locale}/${path}`;

for (const locale of LOCALES) {
  mkdirSync(join(out, locale), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderLearnPage(`/${locale}/${page.path}`, locale, page.description);
    const alternates = LOCALES.map(
      (other) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${urlOf(other, page.path)}" />`,
    );
    alternates.push(`<link rel="alternate" hreflang="x-default" href="${urlOf('en', page.path)}" />`);
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
      `<link rel="canonical" href="${urlOf(locale, page.path)}" />`,
      ...alternates,
    ].join('\n    ');
    const html = withScriptsAfterPaint(template, page.source)
      .replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGE_TAGS[locale]}">`)
      .replace(/<title>[\s\S]*?<\/title>/, head)
      .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
    if (!html.includes(rendered.html)) throw new Error('learn.html has no empty <div id="root"></div> to fill');
    writeFileSync(join(out, locale, `${page.file}.html`), html);
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  `[parla-prerender] ${LOCALES.length * PRERENDERED_PAGES.length} pages (${PRERENDERED_PAGES.map((p) => p.file).join(', ')} x ${LOCALES.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
