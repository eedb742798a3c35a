/**
 * Prerenders the learn area's public pages after the two `vite build`s (decisions 054, 092): bundles
 * `src/prerender/prerender-learn.tsx` for Node, renders landing, login and register in every
 * locale with its own catalogue, and writes them beside the built `learn.html` as
 * `dist/prerendered/learn/<locale>/<page>.html` from the public entry's `public.html`, each with its title, meta description, canonical
 * and hreflang links. The server sends them to signed-out visitors (apps/server/src/plugins/static-web.ts),
 * filling in `%PARLA_ORIGIN%` with the learn area's configured origin.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { type Locale, publicPages } from '@parla/contracts';
import { pureSchemas } from '../src/tooling/pure-schemas.ts';
import { PUBLIC_RUNTIME_ALIASES } from '../vite.config.ts';
import { openGraphLocale, PUBLIC_PAGE_META, publicPath } from './public-page-meta.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.prerender');

/** Filled in by the server with the learn area's configured origin (absolute URLs per deployment). */
const ORIGIN = '%PARLA_ORIGIN%';

const started = performance.now();
await build({
  configFile: false,
  root,
  logLevel: 'error',
  plugins: [pureSchemas(), react()],
  // The same stand-ins as the public entry (decision 092): the markup must be what its hydration renders.
  resolve: { alias: PUBLIC_RUNTIME_ALIASES },
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

// The public entry's page (decision 092): its script hydrates what is rendered here.
const template = readFileSync(join(dist, 'public.html'), 'utf8');
const out = join(dist, 'prerendered', 'learn');
rmSync(out, { recursive: true, force: true });

/** Vite's manifest (build.manifest): source -> chunk and its static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'public-manifest.json'), 'utf8')) as Manifest;
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
const languageTag = (locale: Locale) => (locale === 'br' ? 'pt-BR' : locale);
const urlOf = (locale: Locale, path: string) => `${ORIGIN}${publicPath(locale, path)}`;

/** The school as an organisation (schema.org), on the home page only. */
const organization = {
  '@context': 'https://schema.org',
  '@type': 'EducationalOrganization',
  name: 'Parla',
  url: `${ORIGIN}/`,
  description: 'Live online language classes in small groups and one-to-one, on a CEFR curriculum.',
  address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
};

let written = 0;
for (const page of publicPages()) {
  const meta = PUBLIC_PAGE_META(page.key);
  const entries = Object.entries(page.paths) as Array<[Locale, string]>;
  const alternates = entries.map(
    ([other, path]) => `<link rel="alternate" hreflang="${languageTag(other)}" href="${urlOf(other, path)}" />`,
  );
  if (page.paths.en !== undefined) alternates.push(`<link rel="alternate" hreflang="x-default" href="${urlOf('en', page.paths.en)}" />`);
  for (const [locale, path] of entries) {
    const rendered = await renderLearnPage(publicPath(locale, path), locale, meta);
    const url = urlOf(locale, path);
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
      `<link rel="canonical" href="${url}" />`,
      ...alternates,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Parla" />`,
      `<meta property="og:title" content="${escapeHtml(rendered.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(rendered.description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:locale" content="${openGraphLocale(locale)}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${escapeHtml(rendered.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(rendered.description)}" />`,
      ...(page.key === 'home'
        ? [`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`]
        : []),
    ].join('\n    ');
    const html = withScriptsAfterPaint(template, meta.source)
      .replace(/<html lang="[^"]*">/, `<html lang="${languageTag(locale)}">`)
      .replace(/<title>[\s\S]*?<\/title>/, head)
      .replace('<div id="root"></div>', `<div id="root" data-namespaces="${rendered.namespaces.join(' ')}">${rendered.html}</div>`);
    if (!html.includes(rendered.html)) throw new Error('public.html has no empty <div id="root"></div> to fill');
    const file = join(out, locale, `${path === '' ? 'index' : path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written += 1;
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`[parla-prerender] ${written} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
