import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './src/tooling/precompress.ts';
import { pureSchemas } from './src/tooling/pure-schemas.ts';

/**
 * React Router 7 exports only its development build, whose one difference is its dev warnings
 * (ENABLE_DEV_WARNINGS = true): the production build ships beside it, and a build uses it, so the
 * warnings' code is dropped from what visitors download (decision 081).
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The public entry's build (decision 092, `PARLA_WEB_ENTRY=public vite build`, after the areas'
 * build): `public.html` hydrates the prerendered public pages with small stand-ins for react-router,
 * i18next, react-i18next and urql (`src/public-runtime`), which the same page sources import unchanged.
 * A second build, because one build cannot give one module two implementations.
 */
/**
 * The i18n stand-ins serve every browser build, the areas' too (decision 110): the same lookups on
 * the same catalogues (`public-runtime.test.tsx` compares every string of every namespace with
 * i18next's), ~15 KB gzip less on each signed-in first load. Tests and the server keep i18next.
 */
const I18N_ALIASES = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/public-runtime/i18next.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/public-runtime/react-i18next.tsx', import.meta.url)) },
];
export const PUBLIC_RUNTIME_ALIASES = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./src/public-runtime/react-router.tsx', import.meta.url)) },
  ...I18N_ALIASES,
  { find: /^urql$/, replacement: fileURLToPath(new URL('./src/public-runtime/urql.ts', import.meta.url)) },
];
const publicBuild = process.env.PARLA_WEB_ENTRY === 'public';

/** The public entry's browser build only: React's API on Preact (the prerender keeps React's server renderer). */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** One build, one HTML entry per area (ARCHITECTURE "apps/web"); the public entry is a build of its own. */
export default defineConfig(({ command }) => ({
  plugins: [pureSchemas(), react(), tailwindcss(), precompress()],
  resolve:
    command === 'build'
      ? {
          alias: publicBuild
            ? [...PREACT_ALIASES, ...PUBLIC_RUNTIME_ALIASES]
            : [{ find: /^react-router$/, replacement: reactRouterProduction }, ...I18N_ALIASES],
        }
      : {},
  base: '/',
  build: {
    outDir: 'dist',
    // The public build writes beside the areas' build (same assets folder, its own manifest).
    emptyOutDir: !publicBuild,
    sourcemap: true,
    // The prerender step (scripts/prerender.ts) reads which chunks a page needs (decision 054).
    manifest: publicBuild ? '.vite/public-manifest.json' : true,
    rolldownOptions: {
      input: (publicBuild
        ? { public: 'public.html' }
        : {
            learn: 'learn.html',
            teacher: 'teacher.html',
            classroom: 'classroom.html',
            admin: 'admin.html',
          }) as Record<string, string>,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/graphql': 'http://localhost:3000',
      '/teacher/login_check': 'http://localhost:3000',
      '/admin/login_check': 'http://localhost:3000',
    },
  },
}));
