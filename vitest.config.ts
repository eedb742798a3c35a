import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace modules (vi.mock) or fake the global clock: they keep a fresh module
 * graph of their own. Every other file shares its worker's modules (decision 048).
 */
const ISOLATED = ['packages/domain/src/time/zoned.test.ts', 'apps/web/src/features/classroom/room/room-connection.test.ts'];

const ALL_TESTS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];

// graphql ships ESM and CJS copies; mercurius and Pothos load the CJS one, so must we (one realm).
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

/** What both projects share (a project that `extends` the root would concatenate its include lists). */
const common = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  resolve,
  test: {
    // Vitest's default is one fork fewer than the cores: a single fork on CI's 2 cores, and most of a
    // file's time is booting the app (import) or waiting on the database, so two forks share them well.
    maxWorkers: 2,
    projects: [
      // Half the CPU of a run went into evaluating the same server and web modules again for each
      // of ~215 files; files that leave no module state behind share their worker's modules.
      {
        resolve,
        test: {
          ...common,
          name: 'shared-modules',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
          globalSetup: ['apps/server/test/database-template.ts'],
        },
      },
      {
        resolve,
        // Neither file opens a database, so no PGlite template.
        test: { ...common, name: 'isolated', include: ISOLATED },
      },
    ],
  },
});
