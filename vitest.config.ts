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
    globalSetup: ['apps/server/test/pglite-template.ts'],
  },
});
