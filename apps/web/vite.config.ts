import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** One build, one HTML entry per area (ARCHITECTURE "apps/web"). */
export default defineConfig(({ command }) => ({
  plugins: [pureSchemas(), react(), tailwindcss(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The prerender step (scripts/prerender.ts) reads which chunks a page needs (decision 054).
    manifest: true,
    rolldownOptions: {
      input: {
        learn: 'learn.html',
        teacher: 'teacher.html',
        classroom: 'classroom.html',
        admin: 'admin.html',
      },
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
