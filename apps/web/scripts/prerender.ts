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
  { path: '', file: 'index', description: 'seo.landingDescription' },
  { path: 'login', file: 'login', description: 'seo.loginDescription' },
  { path: 'register', file: 'register', description: 'seo.registerDescription' },
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
const { renderLearnPage } = (await import(pathToFileURL(join(ssrOut, 'prerender-learn.js')).href)) as typeof import('../src/prerender/prerender-learn.tsx');

const template = readFileSync(join(dist, 'learn.html'), 'utf8');
const out = join(dist, 'prerendered', 'learn');
rmSync(out, { recursive: true, force: true });

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const urlOf = (locale: string, path: string) => `${ORIGIN}/${locale}/${path}`;

for (const locale of LOCALES) {
  mkdirSync(join(out, locale), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderLearnPage(`/${locale}/${page.path}`, locale, page.description);
    const alternates = LOCALES.map((other) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${urlOf(other, page.path)}" />`);
    alternates.push(`<link rel="alternate" hreflang="x-default" href="${urlOf('en', page.path)}" />`);
    const head = [
      `<title>${escape(rendered.title)}</title>`,
      `<meta name="description" content="${escape(rendered.description)}" />`,
      `<link rel="canonical" href="${urlOf(locale, page.path)}" />`,
      ...alternates,
    ].join('\n    ');
    const html = template
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
