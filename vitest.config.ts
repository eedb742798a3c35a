import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships ESM and CJS copies; mercurius and Pothos load the CJS one, so must we (one realm).
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: a single fork on CI's 2 cores, and most of a
    // file's time is booting the app (import) or waiting on the database, so two forks share them well.
    maxWorkers: 2,
    globalSetup: ['apps/server/test/pglite-template.ts'],
  },
});
